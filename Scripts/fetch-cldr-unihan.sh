#!/bin/sh
# Downloads the CLDR annotation files and the Unihan files that tablegen's
# annotation tables come from, into the layout tablegen looks for
# (DIR/cldr/<version>/, DIR/unicode/<version>/Unihan/; DIR defaults to
# TEXTGAUGE_DATA_ROOT, else ../shared beside the package: the data root), and checks each against the checksums
# committed in Data/cldr/<version>/SHA256SUMS and Data/unihan/<version>/SHA256SUMS.
#
#   Scripts/fetch-cldr-unihan.sh [DIR]
#
# Sources (Data/README.md, Provenance): unicode-org/cldr-json at tag
# 48.0.0, and unicode-org/unicodetools at the commit of the Unicode 18.0 data.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
dest=${1:-${TEXTGAUGE_DATA_ROOT:-$root/../shared}}
cldr_version=$(ls "$root/Data/cldr" | sort -V | tail -1)
unihan_version=$(ls "$root/Data/unihan" | sort -V | tail -1)
cldr_base="https://raw.githubusercontent.com/unicode-org/cldr-json/$cldr_version/cldr-json"
unihan_base="https://raw.githubusercontent.com/unicode-org/unicodetools/2c1309ab2ac1de5c62f09089c8ed6bf6f1d37920/unicodetools/data/ucd/dev/Unihan"

cldr_dir="$dest/cldr/$cldr_version"
unihan_dir="$dest/unicode/$unihan_version/Unihan"
mkdir -p "$cldr_dir/annotations" "$cldr_dir/annotationsDerived" "$unihan_dir"
for locale in en zh zh-Hant yue yue-Hans; do
  curl -fsSL -o "$cldr_dir/annotations/$locale.json" "$cldr_base/cldr-annotations-full/annotations/$locale/annotations.json"
  curl -fsSL -o "$cldr_dir/annotationsDerived/$locale.json" \
    "$cldr_base/cldr-annotations-derived-full/annotationsDerived/$locale/annotations.json"
done
curl -fsSL -o "$cldr_dir/cldr-annotations-full.package.json" "$cldr_base/cldr-annotations-full/package.json"
curl -fsSL -o "$cldr_dir/cldr-annotations-derived-full.package.json" "$cldr_base/cldr-annotations-derived-full/package.json"
for file in kMandarin.txt kCantonese.txt kSimplifiedVariant.txt kTraditionalVariant.txt; do
  curl -fsSL -o "$unihan_dir/$file" "$unihan_base/$file"
done
(cd "$cldr_dir" && sha256sum -c "$root/Data/cldr/$cldr_version/SHA256SUMS")
(cd "$unihan_dir" && sha256sum -c "$root/Data/unihan/$unihan_version/SHA256SUMS")
echo "fetched and checked: $cldr_dir $unihan_dir"

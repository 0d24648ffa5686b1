"""Chat messages measured with TextGauge in Spark: per message, its lengths,
emoji count, newest emoji version and a policy verdict, through
`mapInArrow` over textgauge's column functions (Arrow batches straight
from the JVM to one native call per column and batch: no pandas, no Python
per row); then the totals.

    python spark_job.py CORPUS [--master local[2]] [--policy x] [--udf arrow|arrow-udf|pandas|all]
                               [--invalid fail|skip|replace]

CORPUS is a text file, one message a line, split as `textgauge --lines`
splits it (Docs/CommandLine.md, "Lines"): a line ends at LF, a CR right
before the LF belongs to the break, any other CR is text (one exception: a
CR that is the file's very last byte, with no LF after it, ends the last
line here and is text for the command). A line of ill-formed UTF-8 fails
the job (`--invalid fail`, the default), is left out (`skip`) or is judged
with each maximal ill-formed subpart as U+FFFD (`replace`), as the
command's `--invalid` does; the totals then count those lines as
`ill_formed_lines`. Prints the totals as one JSON
object (a line per way with `--udf all`). `--udf arrow-udf` runs the same columns as a scalar Arrow UDF
(`arrow_udf`, a column expression, the batch kept in Arrow), `--udf pandas`
as a pandas UDF (each batch converted to a pandas Series of str and back to
Arrow), for comparison. On a cluster, ship the textgauge wheel to the executors in a
packed virtualenv (python/README.md, "Spark").
"""

import argparse
import json
import sys

# The per-message columns: the CLI's `measure --json` metrics, emoji and the verdict.
METRICS = ("characters", "scalars", "utf16", "utf8", "gb18030", "width", "zishu")


def schema():
    from pyspark.sql.types import LongType, StructField, StructType

    return StructType(
        [StructField(metric, LongType()) for metric in METRICS]
        + [StructField("emoji", LongType()), StructField("newest_emoji", LongType()), StructField("ok", LongType())]
    )


def gauge_columns(column, policy_name: str) -> dict:
    """Every per-message column of one Arrow string array: each function
    reads its offsets and UTF-8 buffer in place, one native call each."""
    import textgauge

    policy = textgauge.Policy.preset(policy_name)
    result = {metric: textgauge.measure_column(column, metric) for metric in METRICS}
    result["emoji"] = textgauge.emoji_count_column(column)
    result["newest_emoji"] = textgauge.newest_emoji_version_column(column)
    result["ok"] = policy.accepts_column(column)
    return result


def gauge_arrow(policy_name: str):
    """The function for `DataFrame.mapInArrow`: Arrow record batches of
    messages in, record batches of the per-message columns out."""

    def gauge(batches):
        import pyarrow as pa

        for batch in batches:
            columns = gauge_columns(batch.column(0), policy_name)
            yield pa.RecordBatch.from_arrays([pa.array(values) for values in columns.values()], names=list(columns))

    return gauge


def gauge_arrow_udf(policy_name: str):
    """The same columns as a scalar Arrow UDF (`arrow_udf`, Spark 4.1+): a
    column expression like a pandas UDF, but the batch stays Arrow (no
    pandas Series of str in between)."""
    import pyarrow as pa
    from pyspark.sql.functions import arrow_udf

    @arrow_udf(schema())
    def gauge(messages: pa.Array) -> pa.Array:
        columns = gauge_columns(messages, policy_name)
        return pa.StructArray.from_arrays([pa.array(values, pa.int64()) for values in columns.values()],
                                          names=list(columns))

    return gauge


def gauge_pandas(policy_name: str):
    """The same columns as a pandas UDF (a struct column)."""
    import pandas as pd
    from pyspark.sql.functions import pandas_udf

    @pandas_udf(schema())
    def gauge(messages: pd.Series) -> pd.DataFrame:
        import pyarrow as pa

        return pd.DataFrame(gauge_columns(pa.Array.from_pandas(messages, type=pa.string()), policy_name))

    return gauge


def session(master: str):
    """A Spark session for the job (Arrow on, no UI)."""
    from pyspark.sql import SparkSession

    spark = (
        SparkSession.builder.master(master)
        .appName("textgauge-chat")
        .config("spark.sql.execution.arrow.pyspark.enabled", "true")
        .config("spark.ui.enabled", "false")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    return spark


INVALID = ("fail", "skip", "replace")


def read_lines(spark, corpus: str, invalid: str = "fail"):
    """The corpus as one message a row, split as the command splits lines,
    ill-formed lines handled as `invalid` says; and, for `skip` and
    `replace`, the number of ill-formed lines (else None)."""
    from pyspark.sql import functions as F

    # LF alone ends a line (Spark's default also ends one at a lone CR).
    lines = spark.read.option("lineSep", "\n").text(corpus)
    ill_formed = None
    if invalid != "fail":
        ill_formed = lines.filter(~F.is_valid_utf8("value")).count()
        if invalid == "skip":
            lines = lines.filter(F.is_valid_utf8("value"))
        else:
            # Maximal subparts, one U+FFFD each (Unicode §3.9), as the command.
            lines = lines.select(F.make_valid_utf8("value").alias("value"))
    # The CR of a CR LF belongs to the line break; \z is the very end (a
    # Java `$` would also match before a final CR).
    messages = lines.select(F.regexp_replace("value", "\r\\z", "").alias("message"))
    return messages, ill_formed


def totals(spark, corpus: str, policy: str, udf: str = "arrow", invalid: str = "fail") -> dict:
    """The job's totals over `corpus` in a running session."""
    from pyspark.sql import functions as F

    messages, ill_formed = read_lines(spark, corpus, invalid)
    if udf in ("pandas", "arrow-udf"):
        column = (gauge_pandas if udf == "pandas" else gauge_arrow_udf)(policy)
        gauged = messages.select(column("message").alias("g")).select("g.*")
    else:
        gauged = messages.mapInArrow(gauge_arrow(policy), schema())
    row = gauged.agg(
        F.count(F.lit(1)).alias("messages"),
        *[F.sum(metric).alias(metric) for metric in METRICS],
        F.sum("emoji").alias("emoji"),
        F.max("newest_emoji").alias("newest_emoji"),
        F.sum("ok").alias("accepted"),
    ).collect()[0]
    result = {key: int(row[key] or 0) for key in row.asDict()}
    newest = result.pop("newest_emoji")
    result["newest_emoji_version"] = None if newest <= 0 else f"{newest // 100}.{newest % 100}"
    result["policy"] = policy
    if ill_formed is not None:
        result["ill_formed_lines"] = ill_formed
    return result


UDFS = ("arrow", "arrow-udf", "pandas")


def run(corpus: str, master: str, policy: str, udfs: tuple[str, ...] = ("arrow",), invalid: str = "fail") -> list[dict]:
    """The totals of each way of calling the columns, in one session."""
    spark = session(master)
    try:
        return [{**totals(spark, corpus, policy, udf, invalid), "udf": udf} for udf in udfs]
    finally:
        spark.stop()


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus")
    parser.add_argument("--master", default="local[2]")
    parser.add_argument("--policy", default="x", help="a preset without a maximum (x, bluesky-post, mysql-utf8mb3)")
    parser.add_argument("--udf", choices=(*UDFS, "all"), default="arrow",
                        help="mapInArrow (default), a scalar Arrow UDF, a pandas UDF, or all three in turn")
    parser.add_argument("--invalid", choices=INVALID, default="fail",
                        help="what a line of ill-formed UTF-8 does: fail the job, skip it, or replace (U+FFFD)")
    arguments = parser.parse_args(argv)
    udfs = UDFS if arguments.udf == "all" else (arguments.udf,)
    for result in run(arguments.corpus, arguments.master, arguments.policy, udfs, arguments.invalid):
        print(json.dumps(result))


if __name__ == "__main__":
    main(sys.argv[1:])

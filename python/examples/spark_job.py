"""Chat messages measured with TextGauge in Spark: per message, its lengths,
emoji count, newest emoji version and a policy verdict, through one pandas
UDF over textgauge's column functions (one native call per Arrow batch,
no Python per row); then the totals.

    python spark_job.py CORPUS [--master local[2]] [--policy x]

CORPUS is a text file, one message a line. Prints the totals as one JSON
object. On a cluster, ship the textgauge wheel to the executors in a packed
virtualenv (python/README.md, "Spark").
"""

import argparse
import json
import sys

# The per-message columns: the CLI's `measure --json` metrics, emoji and the verdict.
METRICS = ("characters", "scalars", "utf16", "utf8", "gb18030", "width", "zishu")


def build_udf(policy_name: str):
    import pandas as pd
    from pyspark.sql.functions import pandas_udf
    from pyspark.sql.types import LongType, StructField, StructType

    schema = StructType(
        [StructField(metric, LongType()) for metric in METRICS]
        + [StructField("emoji", LongType()), StructField("newest_emoji", LongType()), StructField("ok", LongType())]
    )

    @pandas_udf(schema)
    def gauge(messages: pd.Series) -> pd.DataFrame:
        import pyarrow as pa
        import textgauge

        # The batch as one Arrow string array: every function below reads
        # its offsets and UTF-8 buffer in place.
        column = pa.Array.from_pandas(messages, type=pa.string())
        policy = textgauge.Policy.preset(policy_name)
        result = {metric: textgauge.measure_column(column, metric) for metric in METRICS}
        result["emoji"] = textgauge.emoji_count_column(column)
        result["newest_emoji"] = textgauge.newest_emoji_version_column(column)
        result["ok"] = policy.accepts_column(column)
        return pd.DataFrame(result)

    return gauge


def run(corpus: str, master: str, policy: str) -> dict:
    from pyspark.sql import SparkSession
    from pyspark.sql import functions as F

    spark = (
        SparkSession.builder.master(master)
        .appName("textgauge-chat")
        .config("spark.sql.execution.arrow.pyspark.enabled", "true")
        .config("spark.ui.enabled", "false")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    try:
        # wholetext off: one row per line; the line break is not part of the message.
        messages = spark.read.text(corpus).withColumnRenamed("value", "message")
        gauged = messages.select(build_udf(policy)("message").alias("g")).select("g.*")
        totals = gauged.agg(
            F.count(F.lit(1)).alias("messages"),
            *[F.sum(metric).alias(metric) for metric in METRICS],
            F.sum("emoji").alias("emoji"),
            F.max("newest_emoji").alias("newest_emoji"),
            F.sum("ok").alias("accepted"),
        ).collect()[0]
        result = {key: int(totals[key] or 0) for key in totals.asDict()}
        newest = result.pop("newest_emoji")
        result["newest_emoji_version"] = None if newest <= 0 else f"{newest // 100}.{newest % 100}"
        result["policy"] = policy
        return result
    finally:
        spark.stop()


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus")
    parser.add_argument("--master", default="local[2]")
    parser.add_argument("--policy", default="x", help="a preset without a maximum (x, bluesky-post, mysql-utf8mb3)")
    arguments = parser.parse_args(argv)
    print(json.dumps(run(arguments.corpus, arguments.master, arguments.policy)))


if __name__ == "__main__":
    main(sys.argv[1:])

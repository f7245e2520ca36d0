#!/bin/sh
# Spreads one 'swiss simulate' study over local cores or hosts with GNU parallel, then merges it.
#
#   parallel-shards.sh SHARDS DIR [simulate options...]
#
# Runs shard K/SHARDS for K = 1..SHARDS, JOBS at a time (default 2), each saving its sums to
# DIR/shard-K.state after every batch of tournaments; then 'swiss merge' writes DIR/merged.<FORMAT>
# (FORMAT: table, csv or json; default json), byte for byte what one run without --shard writes.
# Run it again after a crash or a kill: finished shards are skipped at once, unfinished ones resume
# where their state stopped. PARALLEL_HOSTS (e.g. "host1,host2" or "8/host1,:") runs the shards over
# ssh with GNU parallel's -S; 'swiss' must then be on every host's PATH and DIR on a shared disk.
set -eu
if [ "$#" -lt 2 ]; then
  echo "usage: $0 SHARDS DIR [swiss simulate options...]" >&2
  exit 2
fi
shards=$1
dir=$2
shift 2
mkdir -p "$dir"
hosts=${PARALLEL_HOSTS:+-S $PARALLEL_HOSTS}
# -q passes every option through as one word; --halt stops the rest when a shard fails
# shellcheck disable=SC2086
seq 1 "$shards" | parallel --will-cite -q --halt now,fail=1 -j "${JOBS:-2}" $hosts \
  swiss simulate "$@" --shard "{}/$shards" --state "$dir/shard-{}.state" --format csv \
  -o "$dir/shard-{}.csv"
format=${FORMAT:-json}
swiss merge "$dir"/shard-*.state --format "$format" -o "$dir/merged.$format"

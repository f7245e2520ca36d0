#!/bin/sh
# A fake engine that pairs as ours does but gives the first board's colours the other way round:
# every tournament it pairs is a discrepancy; what it generates is ours. Arguments as our-engine.sh.
here="$(dirname "$0")"
sh "$here/our-engine.sh" "$@" || exit $?
for a in "$@"; do
  if [ "$prev" = "-p" ]; then
    awk 'NR == 2 { print $2 " " $1; next } { print }' "$a" > "$a.swapped" && mv "$a.swapped" "$a"
  fi
  prev="$a"
done

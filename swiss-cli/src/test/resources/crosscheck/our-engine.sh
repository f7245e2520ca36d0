#!/bin/sh
# A fake "other engine" for the cross-check tests: our own command line, in the JaVaFo/bbpPairings
# form, pairing with dutch-2026. Arguments: JAVA CLASSPATH, then the engine's own.
java="$1"; cp="$2"; shift 2
exec "$java" -XX:TieredStopAtLevel=1 -Xshare:auto -cp "$cp" org.swisschess.cli.Main --dutch --system dutch-2026 "$@"

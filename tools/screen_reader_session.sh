#!/usr/bin/env bash
# Start a virtual display, a session bus with the accessibility bus on it, and the app with its
# accessibility bridge on; run tools/screen_reader_probe.py (the system's Python, which has
# pyatspi) with STEPS; stop everything. tests/test_screen_reader.py runs it.
#
#   tools/screen_reader_session.sh WORK_DIR STEPS.json OUT.json APP_PYTHON [APP_ARGS...]
#
# Needs (Debian): xvfb xdotool dbus at-spi2-core python3-pyatspi and Qt's xcb libraries.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$1" steps="$2" out="$3"
shift 3
if [ -z "${ARKNOVA_IN_BUS:-}" ]; then
  # Again inside a private session bus: nothing of the machine's own session is touched.
  export ARKNOVA_IN_BUS=1
  exec dbus-run-session -- "$0" "$work" "$steps" "$out" "$@"
fi
n=70
while [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ]; do n=$((n + 1)); done
Xvfb ":$n" -screen 0 1600x1000x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb=$!
launcher=""
app=""
cleanup() {
  for pid in $app $launcher $xvfb; do kill "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT
export DISPLAY=":$n"
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$n" ] && break; sleep 0.1; done
/usr/libexec/at-spi-bus-launcher --launch-immediately >"$work/bus.log" 2>&1 &
launcher=$!
sleep 1
QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_QPA_PLATFORM=xcb "$@" >"$work/app.log" 2>&1 &
app=$!
/usr/bin/python3 "$here/screen_reader_probe.py" "$steps" "$out"

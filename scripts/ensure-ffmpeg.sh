#!/usr/bin/env bash
# Makes sure ffmpeg (with the VP9 and H.264 encoders) is on PATH for scripts/media/make-videos.ts and
# draw-block-examples.ts. Only they need it: the encoded videos are committed, so building, testing and serving the
# site never do.
set -euo pipefail
has_encoders() {
  command -v ffmpeg >/dev/null 2>&1 || return 1
  local encoders
  encoders="$(ffmpeg -hide_banner -encoders 2>/dev/null)" || return 1
  [[ "$encoders" == *libvpx-vp9* && "$encoders" == *libx264* ]]
}
if has_encoders; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ffmpeg with VP9 and H.264 not found: installing Debian's ffmpeg with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq ffmpeg >/dev/null
  has_encoders && { echo "ffmpeg installed: $(ffmpeg -version | head -n 1)"; exit 0; }
fi
cat >&2 <<MSG
Making the videos needs ffmpeg with the libvpx-vp9 and libx264 encoders, and it could not be installed automatically.
  - On Debian/Ubuntu, as root:  apt-get update && apt-get install -y ffmpeg
  - On macOS:                   brew install ffmpeg
MSG
exit 1

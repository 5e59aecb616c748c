#!/usr/bin/env bash
# The production-server journey (e2e/nginx.e2e.ts) runs Debian's nginx with its brotli static module. Install them
# when missing and we are root, without starting the system's nginx service (the test starts its own).
set -euo pipefail
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
brotli_module="${NGINX_BROTLI_STATIC_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}"
if [ -x "$nginx" ] && [ -f "$brotli_module" ]; then
  echo "nginx: $("$nginx" -v 2>&1), with $(basename "$brotli_module")"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx or its brotli module missing: installing Debian's nginx and libnginx-mod-http-brotli-static"
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    # Refuses the package's service start for the length of the install (Debian's policy-rc.d convention).
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod +x /usr/sbin/policy-rc.d
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null
  exit 0
fi
echo "nginx with its brotli static module was not found ($nginx, $brotli_module). Install Debian's packages" >&2
echo "(as root: apt-get install -y nginx libnginx-mod-http-brotli-static) or set NGINX_PATH and" >&2
echo "NGINX_BROTLI_STATIC_MODULE, then run npm test again." >&2
exit 1

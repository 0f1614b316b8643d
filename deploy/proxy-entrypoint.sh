#!/bin/sh
# The proxy's container (Dockerfile.proxy): nginx with nginx.conf in the
# foreground, and certbot getting, then renewing, the certificate of
# COMPANION_DOMAIN over HTTP-01 (nginx serves /.well-known/acme-challenge/
# from /var/www/acme). Until the first certificate arrives nginx serves a
# self-signed one (it needs one to start). Certificates are kept in
# /etc/letsencrypt (compose.yaml's letsencrypt volume). COMPANION_EMAIL, if
# set, is given to Let's Encrypt for expiry notices.
set -eu
: "${COMPANION_DOMAIN:?set COMPANION_DOMAIN to the public host name}"
live="/etc/letsencrypt/live/$COMPANION_DOMAIN"
mkdir -p /etc/nginx/tls /var/www/acme

use_live() {
    ln -sf "$live/fullchain.pem" /etc/nginx/tls/fullchain.pem
    ln -sf "$live/privkey.pem" /etc/nginx/tls/privkey.pem
}

if [ -f "$live/fullchain.pem" ]; then
    use_live
else
    openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 7 \
        -subj "/CN=$COMPANION_DOMAIN" -keyout /etc/nginx/tls/privkey.pem -out /etc/nginx/tls/fullchain.pem 2>/dev/null
fi

if [ -n "${COMPANION_EMAIL:-}" ]; then contact="--email $COMPANION_EMAIL"; else contact="--register-unsafely-without-email"; fi

nginx -g 'daemon off;' &
nginx_pid=$!
trap 'kill -QUIT "$nginx_pid"; wait "$nginx_pid"; exit 0' TERM INT QUIT

(
    sleep 5  # nginx is listening
    while :; do
        # shellcheck disable=SC2086 # $contact is two words or one
        if certbot certonly --webroot -w /var/www/acme -d "$COMPANION_DOMAIN" --non-interactive --agree-tos \
                $contact --keep-until-expiring --quiet; then
            use_live
            nginx -s reload
        fi
        sleep 43200  # twice a day, as certbot advises; it renews within 30 days of expiry
    done
) &

wait "$nginx_pid"

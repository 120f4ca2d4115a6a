# One image for the API instances, the worker and the migrations (the command is chosen by argument):
#   docker build -t yoga-live .
#   docker run yoga-live            # the API (shell, remotes, server-rendered pages) on $PORT (3000)
#   docker run yoga-live worker     # the jobs, no HTTP server
#   docker run yoga-live migrate    # the release step: pending migrations, then exit
# Configuration only through the documented environment variables (docs/configuration.md); no secret is
# baked into any layer. Base images: node:20-bookworm-slim from a registry, or built locally from Debian's
# packages by deploy/base-images.sh where none is reachable. See deploy/README.md.

# ---- build: every dependency, the Nx build of the backend, the shell and the remotes ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV CI=true NX_NO_CLOUD=true NX_DAEMON=false NX_SKIP_NX_CACHE=true npm_config_update_notifier=false
# argon2 publishes no linux-x64 prebuild: it compiles at install (node-gyp), here only, against the
# headers the image ships in /usr/local/include/node (node-gyp would download them otherwise).
ENV npm_config_nodedir=/usr/local
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
# The npm the lock file is written with (the base image ships npm 10).
ARG NPM_VERSION=11.19.1
RUN npm install -g --no-audit --no-fund "npm@${NPM_VERSION}"
# The manifests first: the install layer is reused while no dependency changes.
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY shell/package.json shell/
COPY mfe-public/package.json mfe-public/
COPY mfe-user/package.json mfe-user/
COPY mfe-admin/package.json mfe-admin/
COPY libs/api-client/package.json libs/api-client/
COPY libs/auth/package.json libs/auth/
COPY libs/contracts/package.json libs/contracts/
COPY libs/i18n/package.json libs/i18n/
COPY libs/router/package.json libs/router/
COPY libs/site-layout/package.json libs/site-layout/
COPY libs/site-settings/package.json libs/site-settings/
COPY libs/testing/package.json libs/testing/
COPY libs/ui/package.json libs/ui/
# (npm ci fails on this project's registry: see .ci/run; install follows the lock file all the same)
RUN npm install --no-audit --no-fund && npm cache clean --force
COPY . .
RUN npx nx run-many -t build --output-style=static \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf .nx node_modules/.cache
# A workspace's own node_modules holds the versions that differ from the hoisted ones (backend: ioredis).
RUN mkdir -p backend/node_modules

# ---- runtime: production dependencies and the built folders only, as the unprivileged `node` user ----
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
# ffmpeg (Debian's package): the job video.recordings.renditions transcodes replays into HLS renditions
# (docs/video.md, "Renditions"); without it replays stay the MP4.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    WEB_ROOT=/app \
    DATA_DIR=/data \
    TRUST_PROXY=true \
    npm_config_update_notifier=false
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/node_modules backend/node_modules
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/backend/hasher backend/hasher
COPY --from=build /app/libs libs
COPY --from=build /app/shell/package.json shell/
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/mfe-public/package.json mfe-public/
COPY --from=build /app/mfe-public/dist mfe-public/dist
COPY --from=build /app/mfe-user/package.json mfe-user/
COPY --from=build /app/mfe-user/dist mfe-user/dist
COPY --from=build /app/mfe-admin/package.json mfe-admin/
COPY --from=build /app/mfe-admin/dist mfe-admin/dist
COPY deploy/docker-entrypoint.sh deploy/healthcheck.mjs /usr/local/bin/
RUN rm -rf libs/*/src libs/*/test libs/*/e2e \
  && mkdir -p /data && chown node:node /data \
  && chmod 755 /usr/local/bin/docker-entrypoint.sh
USER node
VOLUME ["/data"]
EXPOSE 3000
# The API's own health: 200 ok/degraded, 503 while the database is down or the process stops. The worker
# (no HTTP server) counts as healthy while it runs.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "/usr/local/bin/healthcheck.mjs"]
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["api"]

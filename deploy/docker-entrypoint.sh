#!/bin/sh
# The image's entry point: the first argument chooses the process (api, worker, migrate); anything else
# runs as given (e.g. `docker run --rm -it yoga-live sh`).
set -e
cd /app
role="${1:-api}"
case "$role" in
  api)
    exec node backend/dist/main.js ;;
  worker)
    # The health check knows this container has no HTTP server.
    echo worker >/tmp/yoga-role
    exec node backend/dist/worker.js ;;
  migrate)
    # The release step: pending migrations under TypeORM's lock, then exit. Without JWT_SECRET (a trial
    # stack outside production) the instances share the secret generated here once into DATA_DIR.
    node --input-type=module -e "
      import { loadAuthConfig } from '/app/backend/dist/config/auth.config.js';
      import { environment } from '/app/backend/dist/config/env.js';
      loadAuthConfig(environment());"
    exec node node_modules/typeorm/cli.js -d backend/dist/database/data-source.js migration:run ;;
  *)
    exec "$@" ;;
esac

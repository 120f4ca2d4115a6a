#!/bin/sh
# First start on an empty volume: system tables, then the app's database (utf8mb4) and user.
set -eu
: "${MARIADB_DATABASE:=yoga}" "${MARIADB_USER:=yoga}"
: "${MARIADB_PASSWORD:?MARIADB_PASSWORD must be set}"
chown -R mysql:mysql /var/lib/mysql /run/mysqld
if [ ! -d /var/lib/mysql/mysql ]; then
  mariadb-install-db --user=mysql --datadir=/var/lib/mysql --skip-test-db >/dev/null
  mariadbd --user=mysql --skip-networking --socket=/run/mysqld/init.sock &
  pid=$!
  for _ in $(seq 1 60); do mariadb-admin --socket=/run/mysqld/init.sock -uroot ping >/dev/null 2>&1 && break; sleep 1; done
  esc=$(printf '%s' "$MARIADB_PASSWORD" | sed "s/'/''/g")
  mariadb --socket=/run/mysqld/init.sock -uroot <<SQL
CREATE DATABASE IF NOT EXISTS \`$MARIADB_DATABASE\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS '$MARIADB_USER'@'%' IDENTIFIED BY '$esc';
GRANT ALL PRIVILEGES ON \`$MARIADB_DATABASE\`.* TO '$MARIADB_USER'@'%';
FLUSH PRIVILEGES;
SQL
  kill "$pid"; wait "$pid" || true
  echo "MariaDB initialised: database $MARIADB_DATABASE, user $MARIADB_USER"
fi
exec mariadbd --user=mysql

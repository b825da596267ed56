# syntax=docker/dockerfile:1
# The shop's image (README, Deployment): built once with the devDependencies, run with
# node and the dependencies alone. scripts/production-build.test.ts starts the shop from
# the files this image's last stage copies, with its CMD and its HEALTHCHECK.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/build ./build
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# Read at every start (db/client.ts) and by build/server/migrate.js.
COPY server/db/migrations ./server/db/migrations
COPY scripts/start-production.mjs ./scripts/
# DATA_DIR: images, design files and the outbox (and PGlite's files without DATABASE_URL).
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8080
# The first start migrates and seeds before it listens: --start-period covers it.
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself, not npm, is process 1: SIGTERM from `docker stop` reaches the shop, which
# lets the requests in flight finish (SHUTDOWN_GRACE_MS).
CMD ["node", "scripts/start-production.mjs"]

# Kizuki in one image: the server process, serving the API and the web app built at image build
# time (docs/deployment.md, "Container image"). Build: docker build -t kizuki .
# Node 20 as the project's tests run it (package.json engines: >=20.19).
ARG NODE_IMAGE=node:20-bookworm-slim

# Every dependency, to build the web app.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY packages/shared packages/shared
COPY apps/web apps/web
RUN npm run build

# The server's production dependencies only (tsx included: the server runs its TypeScript as is).
FROM ${NODE_IMAGE} AS server-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace @kizuki/server --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/kizuki
# A user of its own, owning nothing but the data folder.
RUN groupadd --system kizuki \
  && useradd --system --gid kizuki --home-dir /var/lib/kizuki --shell /usr/sbin/nologin kizuki \
  && mkdir -p /var/lib/kizuki \
  && chown kizuki:kizuki /var/lib/kizuki
WORKDIR /app
COPY package.json tsconfig.base.json ./
COPY --from=server-dependencies /app/node_modules node_modules
# npm nests a package the root cannot share (lru-cache 11 beside an older one) under the workspace.
COPY --from=server-dependencies /app/apps/server/node_modules apps/server/node_modules
COPY packages/shared/package.json packages/shared/
COPY packages/shared/src packages/shared/src
COPY apps/server/package.json apps/server/tsconfig.json apps/server/
COPY apps/server/src apps/server/src
COPY apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
USER kizuki
# The embedded database (PGlite) and the development provider's key, when DATABASE_URL and
# OIDC_ISSUER are not set.
VOLUME /var/lib/kizuki
EXPOSE 3000
# Ready (/api/ready): the database answers, the migrations are applied, the job queue runs, and
# the server is not shutting down (curl is not in the slim image; node's fetch is).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server finishes what is in flight on SIGTERM within SHUTDOWN_TIMEOUT_MS (8 s, below
# `docker stop`'s 10 s). Node itself is PID 1 and gets the signal: not npm, not the tsx CLI.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "apps/server/src/server.ts"]

# syntax=docker/dockerfile:1
# Image of the application (HTTP API + SPA) and of the projections worker (docker-compose.yml).

# ---- build: install everything, compile server and SPA, then drop dev dependencies -------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false

# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY projections/package.json projections/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
RUN npm ci

COPY . .
RUN npm run build \
 && npm prune --omit=dev

# ---- runtime: compiled output and production dependencies only, as an unprivileged user --------------------
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2
WORKDIR /app

COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/backend/package.json ./backend/
COPY --from=build --chown=root:root /app/backend/dist ./backend/dist
COPY --from=build --chown=root:root /app/projections/package.json ./projections/
COPY --from=build --chown=root:root /app/projections/dist ./projections/dist
COPY --from=build --chown=root:root /app/frontend/dist ./frontend/dist

# The code stays root-owned and read-only for the app; only DATA_DIR is writable (the JWT secret is generated
# there on first start). A named volume mounted on /data inherits this ownership.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000

HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# --max-semi-space-size=8 --heap-growing-percent=60: see APP_NODE_FLAGS in scripts/lib.js (young generation 16 MiB
# instead of up to 128 MiB; the old generation collected at 1.6 times its live size, not up to 3 times and more).
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=60", "backend/dist/main.js"]

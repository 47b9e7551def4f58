# syntax=docker/dockerfile:1
# One image recipe for every Node part: the five services and the BFF. Build from the repository
# root (the npm workspaces need the root lockfile), naming the part's folder and workspace:
#   docker build -f deploy/docker/node-part.Dockerfile --build-arg PART=services/reservations \
#     --build-arg WORKSPACE=@tire/reservations --build-arg PORT=4001 -t tire/reservations .
#   docker build -f deploy/docker/node-part.Dockerfile --build-arg PART=bff --build-arg WORKSPACE=bff \
#     --build-arg PORT=8080 --build-arg SHELL_STAGE=with-shell -t tire/bff .
# The image runs compiled JavaScript (dist/main.js, from packages/service-kit/compile-server.mjs)
# with node directly: no tsx, no npm, and SIGTERM reaches the part's graceful stop. The same image
# migrates its own schema and seeds its reference data: `node dist/migrate.js`, `node dist/seed.js`.
# Node.js 24 LTS (20 is end of life since 2026-04-30), pinned by digest: the tag moves with every
# upstream rebuild, the digest does not (24.18.0; the same version scripts/lib/ensure-node.mjs runs
# the tests on). Move both together.
ARG NODE_IMAGE=node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d
# with-shell for the BFF (it serves the shell's pages); no-shell for a service.
ARG SHELL_STAGE=no-shell

# --- Only the workspaces' package.json files and the lockfile. The install layers below are
# --- cached on these alone, so editing source code does not reinstall node_modules.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN find . -name package.json -not -path '*/node_modules/*' \
      -exec sh -c 'mkdir -p "/manifests/$(dirname "$1")" && cp "$1" "/manifests/$1"' _ {} \; \
 && cp package-lock.json /manifests/

# --- Generated code (the Prisma client, if the part has one) and the compiled dist/.
FROM ${NODE_IMAGE} AS build
ARG PART
ARG WORKSPACE
WORKDIR /app
COPY --from=manifests /manifests/ ./
# Install scripts stay off, as on the development machines (npm 11 runs none unless allowed).
# service-kit brings the compiler (esbuild).
RUN --mount=type=cache,target=/root/.npm \
    npm ci --workspace ${WORKSPACE} --workspace @tire/service-kit --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/ packages/
COPY ${PART}/ ${PART}/
RUN npm run generate --if-present --workspace ${WORKSPACE} \
 && npm run build --workspace ${WORKSPACE}

# --- The shell's static build, for the BFF only (BuildKit builds just the stage it is given).
FROM ${NODE_IMAGE} AS with-shell
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --workspace shell --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/ packages/
COPY shell/ shell/
RUN npm run build --workspace shell && mkdir -p /out/shell && cp -r shell/dist /out/shell/dist

FROM ${NODE_IMAGE} AS no-shell
RUN mkdir /out

FROM ${SHELL_STAGE} AS shell-output

# --- What runs: production dependencies, the compiled part, its migrations and config.
FROM ${NODE_IMAGE} AS runtime
ARG PART
ARG WORKSPACE
ARG PORT
ENV NODE_ENV=production \
    HEALTH_PORT=${PORT} \
    SHELL_DIST=/app/shell/dist
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --workspace ${WORKSPACE} --omit=dev --ignore-scripts --no-audit --no-fund
# The part's folder (its migrations: prisma/migrations, or the BFF's registry in migrations/) and its compiled dist/.
COPY ${PART}/ ${PART}/
COPY --from=build /app/${PART}/dist/ ${PART}/dist/
# Loaded before the part (node --import @tire/service-kit/telemetry): traces when OTEL_EXPORTER_OTLP_ENDPOINT is set.
COPY packages/service-kit/telemetry.mjs packages/service-kit/telemetry.mjs
COPY --from=shell-output /out/ ./
WORKDIR /app/${PART}
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.HEALTH_PORT + '/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--enable-source-maps", "--import", "@tire/service-kit/telemetry", "dist/main.js"]

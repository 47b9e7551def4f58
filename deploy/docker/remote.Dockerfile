# syntax=docker/dockerfile:1
# One image recipe for every remote (Module Federation): a static bundle with its own
# mf-manifest.json, built and deployed by its team on its own; the shell finds it through the
# remotes registry. Build from the repository root (the npm workspaces need the root lockfile):
#   docker build -f deploy/docker/remote.Dockerfile --build-arg REMOTE=mfe-booking --build-arg PORT=3001 -t tire/mfe-booking .
# Node.js 24 LTS (20 is end of life since 2026-04-30), pinned by digest: the tag moves with every
# upstream rebuild, the digest does not (24.18.0; the same version scripts/lib/ensure-node.mjs runs
# the tests on). Move both together.
ARG NODE_IMAGE=node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d

# --- Only the workspaces' package.json files and the lockfile. The install layers below are
# --- cached on these alone, so editing source code does not reinstall node_modules.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN find . -name package.json -not -path '*/node_modules/*' \
      -exec sh -c 'mkdir -p "/manifests/$(dirname "$1")" && cp "$1" "/manifests/$1"' _ {} \; \
 && cp package-lock.json /manifests/

# --- The production build: dist/ with mf-manifest.json, remoteEntry.js and hashed chunks.
FROM ${NODE_IMAGE} AS build
ARG REMOTE
WORKDIR /app
COPY --from=manifests /manifests/ ./
# Install scripts stay off, as on the development machines (npm 11 runs none unless allowed).
RUN --mount=type=cache,target=/root/.npm \
    npm ci --workspace ${REMOTE} --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/ packages/
COPY ${REMOTE}/ ${REMOTE}/
RUN npm run build --workspace ${REMOTE}

# --- What runs: the platform's static server (manifest and remoteEntry.js no-cache, hashed
# --- files immutable, CORS for the shell's origin, security headers) over dist/.
FROM ${NODE_IMAGE} AS runtime
ARG REMOTE
ARG PORT
# HOST: the static server listens on 127.0.0.1 unless told; in a container, on its network.
ENV NODE_ENV=production \
    PORT=${PORT} \
    HOST=0.0.0.0 \
    ALLOWED_ORIGINS=http://localhost:8080,http://127.0.0.1:8080
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --workspace @tire/webpack-config --omit=dev --ignore-scripts --no-audit --no-fund
COPY packages/webpack-config/ packages/webpack-config/
COPY --from=build /app/${REMOTE}/dist/ ${REMOTE}/dist/
WORKDIR /app/${REMOTE}
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "../packages/webpack-config/serve-static.cjs"]

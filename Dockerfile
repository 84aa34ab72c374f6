# syntax=docker/dockerfile:1
# The app and its API in one image: build in one stage, run the built app on a slim Node as a
# non-root user. State lives outside: PostgreSQL (DATABASE_URL), Redis, S3-compatible storage.

FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS run
# Chromium renders the PDF tickets and vouchers (Persian shaping); fonts for it.
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-noto-core tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 CHROME_PATH=/usr/bin/chromium TRUST_PROXY=true
WORKDIR /app
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/dist-ssr ./dist-ssr
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/src/contract ./src/contract
COPY --from=build --chown=node:node /app/src/domain ./src/domain
COPY --from=build --chown=node:node /app/package.json /app/tsconfig.json ./
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["tini", "--"]
CMD ["node", "--import", "tsx", "server/main.ts"]

# The production image of Lectio (docs/DEPLOY.md). scripts/check-docker-build.mjs runs these
# same steps without Docker, so CI proves them on every change.

# ── Build: dependencies with dev tools, then the client and the server bundle ──
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build --silent

# ── Run: production dependencies only, the build, an unprivileged user ──
FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production
ENV PORT=3011
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/build/client ./build/client
COPY --from=build /app/build/academy/client ./build/academy/client
# The local file folder and SQLite file, for a single-instance deployment with a volume here.
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 3011 3012
# The load balancer's check too: 200 once the database answers (docs/DEPLOY.md).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself (not npm) receives SIGTERM, so open requests finish before it exits.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]

# Commerce engine image (Medusa server or worker, chosen by MEDUSA_WORKER_MODE at run time).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund \
 && npx turbo run build --filter=@shop/commerce...

FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends wget && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app /app
WORKDIR /app/commerce/.medusa/server
EXPOSE 9000
CMD ["npx", "medusa", "start"]

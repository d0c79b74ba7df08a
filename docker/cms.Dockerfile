# CMS image (Strapi, admin panel prebuilt).
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund \
 && npx turbo run build --filter=@shop/cms

FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends wget && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app /app
WORKDIR /app/cms
EXPOSE 1337
CMD ["npx", "strapi", "start"]

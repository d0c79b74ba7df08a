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
# The version /admin/versions records on start (plugins/dev-desk): the image has no git, so the build says it
# (`docker compose build --build-arg SHOP_REVISION=$(git rev-parse HEAD) --build-arg SHOP_REVISION_DATE=$(git log -1 --format=%cI)`).
ARG SHOP_REVISION=""
ARG SHOP_REVISION_DATE=""
ENV SHOP_REVISION=$SHOP_REVISION SHOP_REVISION_DATE=$SHOP_REVISION_DATE
WORKDIR /app/commerce/.medusa/server
EXPOSE 9000
CMD ["npx", "medusa", "start"]

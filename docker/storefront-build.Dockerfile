# One-shot job: builds the static storefront from the running engine and CMS, then copies it to /site.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npx turbo run build --filter=@shop/shared
CMD ["sh", "-c", "npx tsx scripts/build-storefront.ts && rm -rf /site/* && cp -r storefront/public/. /site/"]

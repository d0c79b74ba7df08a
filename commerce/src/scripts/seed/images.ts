import { uploadFilesWorkflow } from "@medusajs/medusa/core-flows"
import { chunk, type SeedContext } from "./context"
import { productImage, type CatalogueProduct } from "./catalogue"

/** Uploads per workflow run: a few megabytes of PNG at most. */
const UPLOAD_BATCH = 24

export function imageFilename(product: CatalogueProduct, index: number): string {
  return `${product.handle}-${index + 1}.png`
}

/**
 * Draws each product's images and stores them through Medusa's file workflow (the local provider
 * in development, S3 or another provider in production). Returns the public URLs per handle.
 */
export async function uploadProductImages(ctx: SeedContext, products: CatalogueProduct[]): Promise<Map<string, string[]>> {
  const files = await Promise.all(
    products.flatMap((product) =>
      Array.from({ length: product.imageCount }, async (_, index) => ({
        handle: product.handle,
        filename: imageFilename(product, index),
        png: await productImage(product, index),
      }))
    )
  )
  const urls = new Map<string, string[]>()
  for (const batch of chunk(files, UPLOAD_BATCH)) {
    const { result } = await uploadFilesWorkflow(ctx.container).run({
      input: {
        files: batch.map((file) => ({
          filename: file.filename,
          mimeType: "image/png",
          content: file.png.toString("base64"),
          access: "public" as const,
        })),
      },
    })
    // Providers may prefix the stored name (the local one adds a timestamp): match on the ending.
    for (const file of batch) {
      const stored = result.find((r) => r.url.endsWith(file.filename))
      if (!stored) throw new Error(`upload of ${file.filename} returned no URL`)
      urls.set(file.handle, [...(urls.get(file.handle) ?? []), stored.url])
    }
  }
  return urls
}

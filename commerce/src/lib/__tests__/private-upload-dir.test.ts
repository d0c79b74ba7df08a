import path from "node:path"
import { fileModule } from "../modules"
import { commerceRoot, privateUploadDir, uploadDir } from "../paths"

describe("private uploads (message attachments)", () => {
  it("never land in the public folder served under /static", () => {
    expect(privateUploadDir({})).toBe(path.join(commerceRoot(), "static-private"))
    expect(privateUploadDir({ MEDUSA_UPLOAD_DIR: "/data/uploads" })).toBe("/data/uploads-private")
    expect(privateUploadDir({ MEDUSA_PRIVATE_UPLOAD_DIR: "/srv/prive", MEDUSA_UPLOAD_DIR: "/data/uploads" })).toBe("/srv/prive")
    for (const env of [{}, { MEDUSA_UPLOAD_DIR: "/data/uploads" }]) {
      expect(path.relative(uploadDir(env), privateUploadDir(env)).startsWith("..")).toBe(true)
    }
  })

  it("are configured on the local file provider (its own default would be the public folder)", () => {
    const provider = (fileModule("http://localhost:9000") as { options: { providers: { options: Record<string, string> }[] } }).options
      .providers[0]
    expect(provider.options.private_upload_dir).toBe(privateUploadDir())
    expect(provider.options.private_upload_dir).not.toBe(provider.options.upload_dir)
  })
})

// Between two tests Medusa's runner drops and recreates the database under the running app. Work the
// search index still has pending then (a stock refresh 200 ms after an order) would lose its connection
// mid-way and log an error: each test ends once that work is done, as the app's own shutdown does.
const { MedusaModule } = require("@medusajs/framework/modules-sdk")

afterEach(async () => {
  // The loaded module: { productSearch: service } (absent in a file whose app did not start).
  const loaded = MedusaModule.getModuleInstance("productSearch") ?? {}
  for (const service of Object.values(loaded)) await service?.jobs?.settle()
})

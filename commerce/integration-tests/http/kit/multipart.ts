/** A multipart body as a browser sends it: the CSV in `file`, optional text fields (the CSV upload specs). */
export function multipart(csv: string, fields: Record<string, string> = {}, fileName = "produits.csv"): { body: Buffer; type: string } {
  const boundary = "----desk" + Math.random().toString(16).slice(2)
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
  parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`)
  return { body: Buffer.concat([Buffer.from(parts.join("")), Buffer.from(`--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` }
}

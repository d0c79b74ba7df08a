import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

// Secrets and staff passwords are generated on the first start and kept in a git-ignored file,
// so nothing secret is ever hard-coded or committed.
export type ShopSecrets = {
  medusa: {
    jwtSecret: string;
    cookieSecret: string;
    adminEmail: string;
    adminPassword: string;
    /** The order-desk staff login: only the `orders` and `messages` grants (tests the /admin gate with partial rights). */
    deskEmail: string;
    deskPassword: string;
  };
  strapi: {
    appKeys: string[];
    apiTokenSalt: string;
    adminJwtSecret: string;
    transferTokenSalt: string;
    jwtSecret: string;
    encryptionKey: string;
    adminEmail: string;
    adminPassword: string;
    storefrontToken: string;
    /** The engine's write token for the back-office's editorial calls (plugins/editorial). */
    editorToken: string;
  };
  /** Signs the local Stripe-compatible server's webhooks (unused with real Stripe keys). */
  stripe: { webhookSecret: string };
  /** The CSV product import's fixed api key (PUT /api/product/, header X-Api-Key). */
  catalogue: { importApiKey: string };
};

const token = (bytes = 32) => randomBytes(bytes).toString("base64url");

// Staff passwords must satisfy both admin UIs' strength rules: mixed case, digit, symbol.
const password = () => `Mc-${token(12)}-7a!`;

const generateDesk = () => ({ deskEmail: "commandes@maison-chaleur.fr", deskPassword: password() });

const generateStripe = (): ShopSecrets["stripe"] => ({ webhookSecret: `whsec_${randomBytes(24).toString("hex")}` });
const generateCatalogue = (): ShopSecrets["catalogue"] => ({ importApiKey: token() });

function generate(): ShopSecrets {
  return {
    medusa: {
      jwtSecret: token(),
      cookieSecret: token(),
      adminEmail: "admin@maison-chaleur.fr",
      adminPassword: password(),
      ...generateDesk(),
    },
    strapi: {
      appKeys: [token(), token(), token(), token()],
      apiTokenSalt: token(),
      adminJwtSecret: token(),
      transferTokenSalt: token(),
      jwtSecret: token(),
      encryptionKey: token(),
      adminEmail: "editeur@maison-chaleur.fr",
      adminPassword: password(),
      storefrontToken: randomBytes(64).toString("hex"),
      editorToken: randomBytes(64).toString("hex"),
    },
    stripe: generateStripe(),
    catalogue: generateCatalogue(),
  };
}

function save(file: string, secrets: ShopSecrets): void {
  writeFileSync(file, JSON.stringify(secrets, null, 2) + "\n", { mode: 0o600 });
}

export function loadOrCreateSecrets(file: string): { secrets: ShopSecrets; created: boolean } {
  if (existsSync(file)) {
    const secrets = JSON.parse(readFileSync(file, "utf8")) as Partial<ShopSecrets>;
    // A state folder from before card payments or the product import: add what is missing, keep every other value.
    if (!secrets.stripe || !secrets.catalogue || (secrets.strapi && !secrets.strapi.editorToken)) {
      secrets.stripe ??= generateStripe();
      secrets.catalogue ??= generateCatalogue();
      if (secrets.strapi) secrets.strapi.editorToken ??= randomBytes(64).toString("hex");
      save(file, secrets as ShopSecrets);
    }
    // A state folder from before the order-desk login: add it, keep every other value.
    if (secrets.medusa && !secrets.medusa.deskEmail) {
      secrets.medusa = { ...secrets.medusa, ...generateDesk() };
      save(file, secrets as ShopSecrets);
    }
    return { secrets: secrets as ShopSecrets, created: false };
  }
  const secrets = generate();
  save(file, secrets);
  return { secrets, created: true };
}

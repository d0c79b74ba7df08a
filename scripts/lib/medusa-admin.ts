// The storefront build needs the publishable key the seed created; it is read back through
// Medusa's own admin API with the staff login, so no key is ever copied around by hand.
export async function fetchPublishableKey(baseUrl: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`staff login refused by Medusa (${login.status})`);
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${baseUrl}/admin/api-keys?type=publishable&limit=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`could not list API keys (${response.status})`);
  const { api_keys } = (await response.json()) as { api_keys: { title: string; token: string; revoked_at: string | null }[] };
  const key = api_keys.find((candidate) => candidate.title === "Storefront" && !candidate.revoked_at);
  if (!key) throw new Error('no publishable key titled "Storefront": has the seed run?');
  return key.token;
}

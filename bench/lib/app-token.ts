/** A bearer token as the chain's app signs in (`client: "app"`): the benchmarks' one way to sign an account in. */
export async function appToken(base: string, account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: account.email, password: account.password, client: "app" }),
  });
  if (!res.ok) throw new Error(`login of ${account.email} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { result: { token: string } }).result.token;
}

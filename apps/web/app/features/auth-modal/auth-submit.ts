/**
 * Where the login and signup forms hand over their values. The accounts issue wires these to
 * POST /api/v1/auth/login and /auth/signup (docs/api-v1.md); until then a submit changes nothing.
 */
export type LoginValues = { email: string; password: string };
export type SignupValues = {
  fullName: string;
  email: string;
  phone: string;
  gender: "male" | "female" | "";
  dateOfBirth: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
};

export function readLogin(form: HTMLFormElement): LoginValues {
  const data = new FormData(form);
  return { email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") };
}

export function readSignup(form: HTMLFormElement): SignupValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  const gender = text("gender");
  return {
    fullName: text("fullName"),
    email: text("email"),
    phone: text("phone"),
    gender: gender === "male" || gender === "female" ? gender : "",
    dateOfBirth: text("dateOfBirth"),
    password: text("password"),
    confirmPassword: text("confirmPassword"),
    acceptTerms: data.get("acceptTerms") === "on",
  };
}

export async function submitLogin(_values: LoginValues): Promise<void> {}

export async function submitSignup(_values: SignupValues): Promise<void> {}

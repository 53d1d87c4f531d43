// Loaded in the browser only, on first use of a form with a captcha. The "external" build keeps
// the widget within the page's Content-Security-Policy: no inline <style> element and no blob:
// worker — its CSS is a normal stylesheet and the proof-of-work runs in a worker file served
// from our own origin (script-src 'self').
import "altcha/external";
import "altcha/altcha.css";
import "./altcha-theme.css";
import "altcha/i18n/vi";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

globalThis.$altcha?.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());

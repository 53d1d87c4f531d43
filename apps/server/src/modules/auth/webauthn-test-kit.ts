import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

/**
 * A software passkey for the integration tests (not a test itself): a real ES256 key pair from
 * node:crypto, answering WebAuthn's ceremonies as an authenticator does — attestation "none" at
 * registration, a signature over authenticatorData ‖ sha256(clientDataJSON) at sign-in — so
 * SimpleWebAuthn checks a real signature. Nothing of the product is replaced.
 */

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/** Just enough CBOR (RFC 8949) for a COSE key and an attestation object. */
function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}
const cborInt = (n: number) => (n >= 0 ? cborHead(0, n) : cborHead(1, -1 - n));
const cborBytes = (bytes: Uint8Array) => Buffer.concat([cborHead(2, bytes.length), bytes]);
const cborText = (text: string) => Buffer.concat([cborHead(3, Buffer.byteLength(text)), Buffer.from(text)]);
const cborMap = (entries: [Buffer, Buffer][]) => Buffer.concat([cborHead(5, entries.length), ...entries.flat()]);

type Options = { challenge: string; rp?: { id?: string }; rpId?: string };

export class SoftwarePasskey {
  readonly id = b64url(randomBytes(16));
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;

  constructor(private readonly origin: string) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  private authData(rpId: string, flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** navigator.credentials.create() for these options, as @simplewebauthn/browser returns it. */
  register(options: Options) {
    const jwk = this.publicKey.export({ format: "jwk" });
    const coseKey = cborMap([
      [cborInt(1), cborInt(2)],
      [cborInt(3), cborInt(-7)],
      [cborInt(-1), cborInt(1)],
      [cborInt(-2), cborBytes(Buffer.from(jwk.x!, "base64url"))],
      [cborInt(-3), cborBytes(Buffer.from(jwk.y!, "base64url"))],
    ]);
    const credentialId = Buffer.from(this.id, "base64url");
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
    // UP (user present), UV (verified), AT (attested credential data).
    const authData = this.authData(options.rp!.id!, 0x45, attested);
    const attestationObject = cborMap([
      [cborText("fmt"), cborText("none")],
      [cborText("attStmt"), cborMap([])],
      [cborText("authData"), cborBytes(authData)],
    ]);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** navigator.credentials.get() for these options: the counter goes up, the signature is real. */
  authenticate(options: Options, tamper?: (signed: Buffer) => Buffer) {
    this.counter += 1;
    const authData = this.authData(options.rpId!, 0x05);
    const clientData = this.clientData("webauthn.get", options.challenge);
    const signed = Buffer.concat([authData, sha256(clientData)]);
    const signature = sign("sha256", tamper ? tamper(signed) : signed, this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authData), signature: b64url(signature) },
      clientExtensionResults: {},
    };
  }
}

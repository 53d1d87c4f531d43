/** Test support: reads a Server-Sent Events response and hands over each named event as it arrives (not a test itself). */
export function serverEvents(res: Response) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  return async function next(timeoutMs = 3000): Promise<{ event: string; data: string }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        if (!event) continue; // retry hints and heartbeats
        return { event, data: /^data: (.*)$/m.exec(block)?.[1] ?? "" };
      }
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no event in time")), Math.max(0, deadline - Date.now()))),
      ]);
      if (chunk.done) throw new Error("stream ended");
      buffer += chunk.value;
    }
  };
}

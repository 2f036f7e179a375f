import WebSocket from 'ws';

/** What the writers did, and how many of their calls failed (transport errors, HTTP errors, unexpected codes). */
export interface WriterCounts {
  readings: number;
  acks: number;
  chats: number;
  errors: number;
  lastError: string;
}

interface Point {
  id: string;
  rangeMin: number | null;
  rangeMax: number | null;
  channels: unknown[];
}

type Envelope<T> = { code: number; msg: string; data?: T };

async function call<T>(url: string, token: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const response = await fetch(url, {
    ...init,
    headers: { Authorization: token, 'jnpf-origin': 'pc', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
  return (await response.json()) as Envelope<T>;
}

/**
 * The writes of the soak: readings at `readingsPerSecond` (batches every 100 ms, values swinging through the alarm
 * thresholds so alarms are raised and cleared), an acknowledgement of an open alarm every 2 s, and a chat message
 * each way over the websocket every second. `stop()` ends them and resolves once the last call has answered.
 */
export async function startWriters(options: {
  url: string;
  ingestToken: string;
  ackToken: string;
  chat: { token: string; userId: string }[];
  readingsPerSecond: number;
}): Promise<{ counts: WriterCounts; stop(): Promise<void> }> {
  const counts: WriterCounts = { readings: 0, acks: 0, chats: 0, errors: 0, lastError: '' };
  const fail = (error: unknown) => {
    counts.errors += 1;
    counts.lastError = error instanceof Error ? error.message : String(error);
  };
  const listed = await call<{ list: Point[] }>(
    `${options.url}/api/deploy/monitoringPointManagement/list?projectId=prj-qingshui-dam`,
    options.ingestToken,
  );
  // Points read by one value; channelled instruments need per-channel values and add nothing to the load.
  const points = (listed.data?.list ?? []).filter(
    (point) => point.channels.length === 0 && point.rangeMin !== null && point.rangeMax !== null,
  );
  if (points.length === 0) throw new Error('no single-value monitoring points to write readings for');
  const lastTs = new Map<string, number>();
  const started = Date.now();

  const batchSize = Math.max(1, Math.round(options.readingsPerSecond / 10));
  const ingest = setInterval(() => {
    const now = Date.now();
    const readings = Array.from({ length: batchSize }, (_, index) => {
      const point = points[index % points.length] as Point;
      const ts = Math.max((lastTs.get(point.id) ?? 0) + 1, now - 5_000);
      lastTs.set(point.id, ts);
      const min = point.rangeMin as number;
      const span = (point.rangeMax as number) - min;
      // A two-minute swing from 40 % to 95 % of the range crosses the upper thresholds of most demo points.
      const phase = ((now - started) / 120_000) * 2 * Math.PI;
      return { pointId: point.id, ts, value: Number((min + span * (0.675 + 0.275 * Math.sin(phase))).toFixed(3)) };
    });
    call<{ accepted: number }>(`${options.url}/api/monitoring/readings`, options.ingestToken, {
      method: 'POST',
      body: JSON.stringify({ readings }),
    })
      .then((answer) => {
        if (answer.code !== 200) throw new Error(`ingest answered ${answer.code}: ${answer.msg}`);
        counts.readings += answer.data?.accepted ?? 0;
      })
      .catch(fail);
  }, 100);

  const ack = setInterval(() => {
    void (async () => {
      const open = await call<{ list: { id: string }[] }>(
        `${options.url}/api/monitoring/alarms?acknowledged=false&currentPage=1&pageSize=5`,
        options.ackToken,
      );
      const alarm = open.data?.list[0];
      if (!alarm) return;
      const answer = await call(`${options.url}/api/monitoring/alarms/${alarm.id}/Actions/Ack`, options.ackToken, {
        method: 'POST',
        body: JSON.stringify({ comment: 'soak: seen and checked' }),
      });
      // 400: someone acknowledged it between the list and the click, as happens in a real duty room.
      if (answer.code === 200) counts.acks += 1;
      else if (answer.code !== 400) throw new Error(`ack answered ${answer.code}: ${answer.msg}`);
    })().catch(fail);
  }, 2_000);

  let stopping = false;
  const sockets = await Promise.all(
    options.chat.map(
      (person) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(`${options.url.replace(/^http/, 'ws')}/api/message/websocket/${encodeURIComponent(person.token)}`);
          socket.once('open', () => {
            socket.send(JSON.stringify({ method: 'OnConnection', token: person.token, mobileDevice: false, systemId: 'sluice' }));
            resolve(socket);
          });
          socket.once('error', reject);
          socket.on('message', (data) => {
            const frame = JSON.parse(String(data)) as { method?: string; code?: number; msg?: string };
            if (frame.method === 'sendMessage') counts.chats += 1;
            if (frame.method === 'error' || frame.method === 'closeSocket')
              fail(new Error(`socket ${frame.method} ${frame.code}: ${frame.msg}`));
          });
          socket.on('close', (code) => {
            if (!stopping) fail(new Error(`chat socket closed with ${code}`));
          });
        }),
    ),
  );
  let turn = 0;
  const chat = setInterval(() => {
    turn += 1;
    sockets.forEach((socket, index) => {
      const peer = options.chat[(index + 1) % options.chat.length];
      const me = options.chat[index];
      if (!peer || !me || socket.readyState !== WebSocket.OPEN) return;
      socket.send(
        JSON.stringify({
          method: 'SendMessage',
          token: me.token,
          toUserId: peer.userId,
          messageType: 'text',
          messageContent: `soak message ${turn}`,
        }),
      );
    });
  }, 1_000);

  return {
    counts,
    async stop() {
      stopping = true;
      clearInterval(ingest);
      clearInterval(ack);
      clearInterval(chat);
      for (const socket of sockets) socket.close();
      // Calls already sent finish within a second on a healthy server.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    },
  };
}

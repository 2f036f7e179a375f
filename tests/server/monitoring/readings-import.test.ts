import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMonitoringApp, type MonitoringContext } from './monitoring-test-app';
import { multipartBody } from './multipart';

const IMPORT = { method: 'POST', url: '/api/monitoring/readings/import' } as const;

/** Beijing wall-clock time as epoch ms. */
const shanghai = (y: number, mo: number, d: number, h: number, mi = 0) => Date.UTC(y, mo - 1, d, h - 8, mi);

const TOA5_HEADER = [
  '"TOA5","QS_DAM_LOGGER","CR1000X","31742","CR1000X.Std.05.02","CPU:qs_dam.CR1X","48211","Hourly"',
  '"TIMESTAMP","RECORD","BattV_Min","WL_Avg","Weir2_Avg","GNSS1_X","GNSS1_Y","GNSS1_Z"',
  '"TS","RN","Volts","m","L/s","mm","mm","mm"',
  '"","","Min","Avg","Avg","Smp","Smp","Smp"',
];

describe('POST /api/monitoring/readings/import', () => {
  let ctx: MonitoringContext;

  beforeAll(async () => {
    ctx = await createMonitoringApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const upload = (fields: Record<string, string>, file?: { name: string; content: string | Buffer }) =>
    ctx.call('engineer', { ...IMPORT, ...multipartBody(fields, file) });
  const rows = (pointId: string) =>
    ctx.database.db.selectFrom('reading').selectAll().where('pointId', '=', pointId).orderBy('ts').execute();

  it('imports a long CSV (pointId,ts,value) and reports bad rows with their line numbers', async () => {
    const csv = [
      'pointId,ts,value',
      `mp-qs-we1,${shanghai(2026, 3, 1, 8)},7.12`,
      'mp-qs-we1,2026-03-01 09:00:00,7.18',
      'QS-WE1,2026-03-01 10:00,7.21',
      '',
      'mp-qs-we1,2026-03-01 11:00:00,abc',
      'ghost-point,2026-03-01 11:00:00,1.0',
      'mp-qs-we1,2026-02-30 11:00:00,7.3',
      'mp-qs-we1,2026-03-01 12:00:00',
      `mp-qs-we1,${shanghai(2026, 3, 1, 8)},7.99`,
    ].join('\n');
    const answer = await upload({}, { name: 'weir.csv', content: csv });
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual({
      accepted: 3,
      duplicates: 1,
      received: 8,
      rejectedCount: 4,
      format: 'csv-long',
      dataRows: 8,
      fileName: 'weir.csv',
      rejected: [
        { index: 3, line: 6, field: 'value', pointId: 'mp-qs-we1', reason: 'value "abc" is not a number' },
        { index: 4, line: 7, pointId: 'ghost-point', reason: 'unknown monitoring point ghost-point' },
        { index: 5, line: 8, pointId: 'mp-qs-we1', reason: 'time "2026-02-30 11:00:00" is not a valid date' },
        { index: 6, line: 9, pointId: 'mp-qs-we1', reason: 'line has 2 fields, the header has 3' },
      ],
    });
    expect((await rows('mp-qs-we1')).map((row) => [Number(row.ts), row.value])).toEqual([
      [shanghai(2026, 3, 1, 8), 7.12],
      [shanghai(2026, 3, 1, 9), 7.18],
      [shanghai(2026, 3, 1, 10), 7.21],
    ]);
  });

  it('imports a wide CSV (time column, one column per point or channel)', async () => {
    const csv = [
      'time,QS-SW3,QS-TP3.x,QS-TP3.y,QS-TP3.z',
      '2026-03-02 08:00:00,127.61,10.2,1.1,-30.5',
      '2026-03-02 09:00:00,,10.4,1.0,-30.7',
      '2026-03-02 10:00:00,NAN,,,',
    ].join('\r\n');
    const answer = await upload({}, { name: 'wide.csv', content: csv });
    expect(answer.data).toMatchObject({ accepted: 3, duplicates: 0, received: 4, format: 'csv-wide', dataRows: 3 });
    expect(answer.data.rejected).toEqual([
      { index: 2, line: 4, field: 'QS-SW3', pointId: 'mp-qs-sw3', reason: 'value is NAN (the logger recorded no valid measurement)' },
    ]);
    const gnss = await rows('mp-qs-tp3');
    expect(gnss.map((row) => JSON.parse(row.valuesJson ?? 'null'))).toEqual([
      { x: 10.2, y: 1.1, z: -30.5 },
      { x: 10.4, y: 1, z: -30.7 },
    ]);
    expect(gnss[0]?.value).toBeCloseTo(Math.hypot(10.2, 1.1), 3);
  });

  it('refuses a wide CSV whose header names an unknown point, storing nothing', async () => {
    const answer = await upload({}, { name: 'bad.csv', content: 'time,QS-SW3,QS-NOPE\n2026-03-03 08:00:00,127.6,1\n' });
    expect(answer).toMatchObject({ code: 400, msg: 'CSV column 3: "QS-NOPE" is not a known monitoring point id or code' });
    expect((await rows('mp-qs-sw3')).some((row) => Number(row.ts) === shanghai(2026, 3, 3, 8))).toBe(false);
  });

  it('imports a Campbell TOA5 file through the mapping, in the dam time zone, ignoring RECORD and rejecting NAN', async () => {
    const toa5 = [
      ...TOA5_HEADER,
      '"2026-03-04 08:00:00",1001,12.61,179.82,20.31,11.2,2.1,-41.3',
      '"2026-03-04 09:00:00",1002,12.60,"NAN",20.35,11.3,2.0,-41.4',
      '"2026-03-04 10:00:00",1003,12.60,179.86',
    ].join('\r\n');
    const mapping = JSON.stringify({
      WL_Avg: 'mp-qs-sw2',
      Weir2_Avg: 'QS-WE2',
      GNSS1_X: 'QS-TP4.x',
      GNSS1_Y: 'QS-TP4.y',
      GNSS1_Z: 'QS-TP4.z',
    });
    const answer = await upload({ mapping }, { name: 'QS_DAM_LOGGER_Hourly.dat', content: toa5 });
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ accepted: 5, duplicates: 0, received: 7, rejectedCount: 2, format: 'toa5', dataRows: 3 });
    expect(answer.data.rejected).toEqual([
      { index: 1, line: 6, field: 'WL_Avg', pointId: 'mp-qs-sw2', reason: 'value is NAN (the logger recorded no valid measurement)' },
      { index: 2, line: 7, pointId: 'mp-qs-sw2', reason: 'line has 4 fields, the header has 8' },
    ]);
    expect((await rows('mp-qs-sw2')).map((row) => [Number(row.ts), row.value])).toEqual([[shanghai(2026, 3, 4, 8), 179.82]]);
    expect((await rows('mp-qs-we2')).map((row) => [Number(row.ts), row.value])).toEqual([
      [shanghai(2026, 3, 4, 8), 20.31],
      [shanghai(2026, 3, 4, 9), 20.35],
    ]);
    expect((await rows('mp-qs-tp4')).map((row) => JSON.parse(row.valuesJson ?? 'null'))).toEqual([
      { x: 11.2, y: 2.1, z: -41.3 },
      { x: 11.3, y: 2, z: -41.4 },
    ]);
    // The same file again: every reading is a duplicate.
    const again = await upload({ mapping }, { name: 'QS_DAM_LOGGER_Hourly.dat', content: toa5 });
    expect(again.data).toMatchObject({ accepted: 0, duplicates: 5, rejectedCount: 2 });
  });

  it('refuses malformed TOA5 headers as a whole, with a reason', async () => {
    const mapping = JSON.stringify({ WL_Avg: 'mp-qs-sw2' });
    const cases: [string[], string][] = [
      [TOA5_HEADER.slice(0, 3), 'Malformed TOA5 header: lines 3 and 4 must be units and processing (a header line is missing)'],
      [
        [TOA5_HEADER[0]!, TOA5_HEADER[1]!, '"TS","RN","Volts"', TOA5_HEADER[3]!],
        'Malformed TOA5 header: line 3 (units) has 3 fields, line 2 (field names) has 8',
      ],
      [
        [
          TOA5_HEADER[0]!,
          '"RECORD","TIMESTAMP","BattV_Min","WL_Avg","Weir2_Avg","GNSS1_X","GNSS1_Y","GNSS1_Z"',
          TOA5_HEADER[2]!,
          TOA5_HEADER[3]!,
        ],
        'Malformed TOA5 header: the first field must be TIMESTAMP',
      ],
      [['"TOA5"', ...TOA5_HEADER.slice(1)], 'Malformed TOA5 header: line 1 (environment) must name the station after "TOA5"'],
    ];
    for (const [header, msg] of cases) {
      const content = [...header, '"2026-03-05 08:00:00",1,12.6,179.9,20.4,1,1,1'].join('\n');
      expect(await upload({ mapping }, { name: 'bad.dat', content })).toEqual({ code: 400, msg });
    }
    expect(await upload({ mapping }, { name: 'short.dat', content: TOA5_HEADER.slice(0, 2).join('\n') })).toEqual({
      code: 400,
      msg: 'Malformed TOA5 header: expected 4 header lines (environment, field names, units, processing), found 2',
    });
    const notToa5 = await upload({ mapping, format: 'toa5' }, { name: 'x.dat', content: 'pointId,ts,value\n' });
    expect(notToa5).toEqual({ code: 400, msg: 'Malformed TOA5 header: line 1 must start with "TOA5"' });
    expect((await rows('mp-qs-sw2')).some((row) => Number(row.ts) === shanghai(2026, 3, 5, 8))).toBe(false);
  });

  it('refuses a TOA5 mapping that is not JSON, names a missing field or an unknown point', async () => {
    const content = [...TOA5_HEADER, '"2026-03-06 08:00:00",1,12.6,179.9,20.4,1,1,1'].join('\n');
    expect(await upload({ mapping: '{WL_Avg:' }, { name: 'a.dat', content })).toEqual({
      code: 400,
      msg: 'mapping is not valid JSON; expected {"<TOA5 field name>": "<pointId>"}',
    });
    expect((await upload({ mapping: JSON.stringify({ Level: 'mp-qs-sw2' }) }, { name: 'a.dat', content })).msg).toMatch(
      /^mapping names field "Level", which is not in the file/,
    );
    expect(await upload({ mapping: JSON.stringify({ WL_Avg: 'QS-XX' }) }, { name: 'a.dat', content })).toEqual({
      code: 400,
      msg: 'mapping for field "WL_Avg": "QS-XX" is not a known monitoring point id or code',
    });
    expect(await upload({}, { name: 'a.dat', content })).toEqual({
      code: 400,
      msg: 'No TOA5 field names a monitoring point: send a mapping field, JSON {"<TOA5 field name>": "<pointId>"}',
    });
  });

  it('answers file-level mistakes with a clear message', async () => {
    expect(await upload({ mapping: '{}' })).toEqual({ code: 400, msg: 'file is required' });
    expect(await upload({}, { name: 'empty.csv', content: '' })).toEqual({ code: 400, msg: 'The file is empty' });
    expect((await upload({}, { name: 'q.csv', content: 'pointId,ts,value\n"mp-qs-we1,1,2\n' })).msg).toMatch(/^The file is not valid CSV/);
    expect(await upload({ format: 'xlsx' }, { name: 'q.csv', content: 'a' })).toEqual({
      code: 400,
      msg: 'format must be auto, csv or toa5',
    });
    const json = await ctx.call('engineer', { ...IMPORT, payload: { readings: [] } });
    expect(json).toEqual({ code: 400, msg: 'Send the file as multipart/form-data with a "file" field' });
  });

  it('answers a body that is not the multipart it claims with 400, not a server error', async () => {
    const truncated = '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\npointId,ts,value\r\n';
    const noBoundary = await ctx.call('engineer', { ...IMPORT, headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
    const cutShort = await ctx.call('engineer', {
      ...IMPORT,
      headers: { 'content-type': 'multipart/form-data; boundary=cut' },
      payload: truncated,
    });
    expect(noBoundary).toEqual({ code: 400, msg: 'The multipart form could not be read' });
    expect(cutShort).toEqual({ code: 400, msg: 'The multipart form could not be read' });
  });

  it('reads a CSV saved by Chinese Excel in GB18030', async () => {
    const text = 'pointId,ts,value\r\nQS-WE3,2026年,1\r\n';
    const gb = Buffer.from(new TextEncoder().encode(text));
    // "年" in GB18030 is C4 EA; a UTF-8 decoder fails on it, so the GB18030 fallback must kick in.
    const bytes = Buffer.concat([
      gb.subarray(0, gb.indexOf(Buffer.from('年'))),
      Buffer.from([0xc4, 0xea]),
      gb.subarray(gb.indexOf(Buffer.from('年')) + 3),
    ]);
    const answer = await upload({}, { name: 'gb.csv', content: bytes });
    expect(answer.data.rejected).toEqual([
      { index: 0, line: 2, pointId: 'mp-qs-we3', reason: 'time "2026年" is not epoch milliseconds or YYYY-MM-DD HH:mm:ss' },
    ]);
  });
});

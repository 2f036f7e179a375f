import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { generateWireChecks, staleOutputs } from '../../../scripts/generate-wire-checks.mjs';
import { ALARM_DTO } from '../../../server/src/wire/alarm';
import { SOUND_LIGHT_STATE } from '../../../server/src/wire/alarm-settings';
import { EVENT_FRAME, TOPIC_ERROR_PAYLOAD } from '../../../server/src/wire/hub-frames';
import { POINT } from '../../../server/src/wire/monitoring-point';
import { READINGS_EVENT } from '../../../server/src/wire/reading-events';
import { checkAlarmDto } from '../../../streams/protocol/wire-checks/alarm.generated';
import { checkSoundLightState } from '../../../streams/protocol/wire-checks/alarm-settings.generated';
import { checkEventFrame, checkTopicErrorPayload } from '../../../streams/protocol/wire-checks/hub-frames.generated';
import { checkPoint } from '../../../streams/protocol/wire-checks/monitoring-point.generated';
import { checkReadingsEvent } from '../../../streams/protocol/wire-checks/reading-events.generated';

describe('generated wire checks', () => {
  let files: Map<string, string>;

  beforeAll(async () => {
    files = await generateWireChecks();
  });

  it('are up to date with the schemas, one file per wire module (run `npm run wire:checks` when this fails)', () => {
    for (const [file, text] of files) expect(fs.readFileSync(file, 'utf8'), file).toBe(text);
    expect(staleOutputs(files)).toEqual([]);
  });

  it('never load TypeBox or build code at run time (the CSP has no unsafe-eval)', () => {
    for (const file of files.keys()) {
      const text = fs.readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/^import (?!type )/m);
      expect(text, file).not.toMatch(/new Function|eval\(/);
    }
  });

  // Each generated check must agree with TypeBox's own Value.Check: on a valid value of the schema, and on that value
  // with one field at a time given a value of the wrong kind or removed.
  const cases: [string, TSchema, (value: unknown) => boolean][] = [
    ['EVENT_FRAME', EVENT_FRAME, checkEventFrame],
    ['TOPIC_ERROR_PAYLOAD', TOPIC_ERROR_PAYLOAD, checkTopicErrorPayload],
    ['ALARM_DTO', ALARM_DTO, checkAlarmDto],
    ['SOUND_LIGHT_STATE', SOUND_LIGHT_STATE, checkSoundLightState],
    ['READINGS_EVENT', READINGS_EVENT, checkReadingsEvent],
    ['POINT', POINT, checkPoint],
  ];
  it.each(cases)('%s: the generated check agrees with Value.Check', (_name, schema, check) => {
    const valid = Value.Create(schema) as Record<string, unknown>;
    expect(check(valid)).toBe(true);
    for (const bad of [null, 'text', 42, []]) expect(check(bad)).toBe(false);
    for (const field of Object.keys(valid)) {
      for (const wrong of ['text', 1.5, {}, undefined]) {
        const changed = { ...valid, [field]: wrong };
        expect(check(changed), `${field} = ${JSON.stringify(wrong)}`).toBe(Value.Check(schema, changed));
      }
    }
  });
});

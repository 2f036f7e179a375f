import type { PorePressureParams } from './signals/pore-pressure';
import type { SeepageParams } from './signals/seepage';
import type { DeepDisplacementParams, SurfaceDisplacementParams } from './signals/displacement';
import type { WaterBodyParams } from './signals/water-level';

// Signal models of the demo network (server/src/monitoring/demo-network.ts), keyed by point code. The numbers
// are those of a 62 m clay-core rockfill dam in Zhejiang and a five-bay sluice on a tidal river reach.

export type SiteName = 'qingshui' | 'lanjiang';
export type BodyName = 'reservoir' | 'tailwater' | 'river-up' | 'river-down';

export const WATER_BODIES: Record<BodyName, { site: SiteName; params: WaterBodyParams }> = {
  // Drawn down to the flood-limit level (178.5 m) before the flood season, refilled to 181 m in the autumn.
  reservoir: {
    site: 'qingshui',
    params: {
      base: 179.3,
      seasonalAmp: 1.5,
      seasonalPeakDay: 305,
      stormGain: 0.011,
      delayHours: 2,
      riseHours: 10,
      recessionDays: 6,
      softCap: 181.7,
      capSlope: 0.3,
      diurnalAmp: 0.02,
      diurnalPeakHour: 6,
      tideAmp: 0,
    },
  },
  // Below the powerhouse: up by day while the units run, down at night.
  tailwater: {
    site: 'qingshui',
    params: {
      base: 127.6,
      seasonalAmp: 0.2,
      seasonalPeakDay: 200,
      stormGain: 0.004,
      delayHours: 3,
      riseHours: 6,
      recessionDays: 2,
      softCap: 129.3,
      capSlope: 0.5,
      diurnalAmp: 0.12,
      diurnalPeakHour: 14,
      tideAmp: 0,
    },
  },
  'river-up': {
    site: 'lanjiang',
    params: {
      base: 12.7,
      seasonalAmp: 0.45,
      seasonalPeakDay: 200,
      stormGain: 0.011,
      delayHours: 4,
      riseHours: 12,
      recessionDays: 2.5,
      softCap: 14.0,
      capSlope: 0.35,
      diurnalAmp: 0.03,
      diurnalPeakHour: 8,
      tideAmp: 0,
    },
  },
  // Tidal below the sluice (the lower Fuchun river feels the Qiantang tide).
  'river-down': {
    site: 'lanjiang',
    params: {
      base: 10.2,
      seasonalAmp: 0.55,
      seasonalPeakDay: 200,
      stormGain: 0.014,
      delayHours: 5,
      riseHours: 12,
      recessionDays: 2,
      softCap: 11.6,
      capSlope: 0.5,
      diurnalAmp: 0,
      diurnalPeakHour: 0,
      tideAmp: 0.16,
    },
  },
};

export type PointProfile =
  | { kind: 'level'; body: BodyName; offset: number; noise: number; resolution: number }
  | { kind: 'rain'; site: SiteName; factor: number; shiftHours: number }
  | { kind: 'seepage'; body: BodyName; params: SeepageParams; noise: number }
  | { kind: 'pressure'; upstream: BodyName; downstream: BodyName; params: PorePressureParams; noise: number }
  | { kind: 'gnss'; body: BodyName; params: SurfaceDisplacementParams; noiseH: number; noiseV: number }
  | { kind: 'inclinometer'; site: SiteName; params: DeepDisplacementParams; noise: number };

const weir = (baseFlow: number, gain: number, lagDays: number, rainGain: number): PointProfile => ({
  kind: 'seepage',
  body: 'reservoir',
  params: { baseFlow, gain, thresholdLevel: 165, lagDays, rainGain },
  noise: 0.12,
});

const piezometer = (headShare: number, lagDays: number, elevation: number, rainHead: number): PointProfile => ({
  kind: 'pressure',
  upstream: 'reservoir',
  downstream: 'tailwater',
  params: { headShare, lagDays, elevation, rainHead },
  noise: 0.35,
});

const gnss = (params: Partial<SurfaceDisplacementParams>): PointProfile => ({
  kind: 'gnss',
  body: 'reservoir',
  params: {
    creepX: 6.5,
    creepY: 0.8,
    settlement: 14,
    creepTauYears: 0.4,
    loadGain: 0.9,
    levelRef: 179,
    seasonalX: 1.6,
    seasonalY: 1.0,
    seasonalZ: 1.5,
    ...params,
  },
  noiseH: 1.1,
  noiseV: 2.4,
});

export const DEMO_PROFILES: Record<string, PointProfile> = {
  'QS-SW1': { kind: 'level', body: 'reservoir', offset: 0, noise: 0.004, resolution: 0.01 },
  'QS-SW2': { kind: 'level', body: 'reservoir', offset: 0.02, noise: 0.008, resolution: 0.01 },
  'QS-SW3': { kind: 'level', body: 'tailwater', offset: 0, noise: 0.01, resolution: 0.01 },
  'QS-RG1': { kind: 'rain', site: 'qingshui', factor: 1, shiftHours: 0 },
  // The upper catchment sees a storm about an hour earlier and a little heavier.
  'QS-RG2': { kind: 'rain', site: 'qingshui', factor: 1.15, shiftHours: 1 },
  'QS-WE1': weir(0.8, 0.11, 1.5, 0.015),
  'QS-WE2': weir(2.0, 0.32, 1.0, 0.03),
  'QS-WE3': weir(1.1, 0.17, 2.0, 0.02),
  'QS-UP1': piezometer(0.62, 0.5, 125.0, 0.002),
  'QS-UP2': piezometer(0.38, 2, 124.5, 0.003),
  'QS-UP3': piezometer(0.16, 4, 124.0, 0.005),
  'QS-UP4': piezometer(0.58, 0.7, 126.0, 0.002),
  'QS-UP5': piezometer(0.35, 2.5, 125.5, 0.003),
  'QS-UP6': piezometer(0.14, 4.5, 125.0, 0.005),
  'QS-TP1': gnss({}),
  'QS-TP2': gnss({ creepX: 7.2, settlement: 15.5, loadGain: 1.0 }),
  'QS-TP3': gnss({ creepX: 4.6, settlement: 9, loadGain: 0.5, seasonalX: 1.1 }),
  'QS-TP4': gnss({ creepX: 5.0, settlement: 9.8, loadGain: 0.55, seasonalX: 1.1 }),
  'QS-IN1': {
    kind: 'inclinometer',
    site: 'qingshui',
    params: { creep: 3.2, creepTauYears: 0.5, seasonal: 0.6, rainGain: 0.008, slipDepth: null, holeDepth: 22 },
    noise: 0.12,
  },
  // The left abutment slope creeps on a weak seam at about 9 m.
  'QS-IN2': {
    kind: 'inclinometer',
    site: 'qingshui',
    params: { creep: 5.8, creepTauYears: 0.5, seasonal: 0.9, rainGain: 0.02, slipDepth: 9, holeDepth: 22 },
    noise: 0.15,
  },
  'LJ-SW1': { kind: 'level', body: 'river-up', offset: 0, noise: 0.006, resolution: 0.01 },
  'LJ-SW2': { kind: 'level', body: 'river-down', offset: 0, noise: 0.008, resolution: 0.01 },
  'LJ-RG1': { kind: 'rain', site: 'lanjiang', factor: 0.9, shiftHours: -2 },
  'LJ-UP1': {
    kind: 'pressure',
    upstream: 'river-up',
    downstream: 'river-down',
    params: { headShare: 0.55, lagDays: 0.1, elevation: 6.0, rainHead: 0.001 },
    noise: 0.3,
  },
  'LJ-UP2': {
    kind: 'pressure',
    upstream: 'river-up',
    downstream: 'river-down',
    params: { headShare: 0.25, lagDays: 0.15, elevation: 6.0, rainHead: 0.001 },
    noise: 0.3,
  },
  'LJ-TP1': {
    kind: 'gnss',
    body: 'river-up',
    params: {
      creepX: 1.2,
      creepY: 0.5,
      settlement: 5.5,
      creepTauYears: 0.5,
      loadGain: 0.3,
      levelRef: 12.7,
      seasonalX: 0.8,
      seasonalY: 0.6,
      seasonalZ: 1.0,
    },
    noiseH: 1.0,
    noiseV: 2.2,
  },
};

/** Rounding of each kind, as the instrument reports. */
export const RESOLUTION: Record<PointProfile['kind'], number> = {
  level: 0.01,
  rain: 0.1,
  seepage: 0.01,
  pressure: 0.1,
  gnss: 0.1,
  inclinometer: 0.01,
};

/**
 * A PX4 flight log (ULog) of half a minute: arming, take-off to a few metres, a short leg and a
 * hover, with the IMU, attitude, GPS over the place the listing names, local position, battery
 * and flight mode, the parameters a multicopter is tuned with, and the messages PX4 logs.
 */
import type { Random } from '../../catalog/prng';
import type { SampleContext } from '../sample-context';
import type { SampleFile } from '../sample-file';
import { placeOf } from '../sample-places';
import { ulogFile, type UlogEvent, type UlogFormat } from './ulog-writer';

const DURATION_S = 30;
const METRES_PER_DEGREE = 111_320;
/** PX4's navigation states: 2 position control, 17 take-off. */
const NAV_POSITION = 2;
const NAV_TAKEOFF = 17;
const ARMED = 2;
const DISARMED = 1;

const FORMATS: readonly UlogFormat[] = [
  {
    name: 'sensor_combined',
    fields: [
      ['uint64_t', 'timestamp'],
      ['float', 'gyro_rad', 3],
      ['uint32_t', 'gyro_integral_dt'],
      ['int32_t', 'accelerometer_timestamp_relative'],
      ['float', 'accelerometer_m_s2', 3],
      ['uint32_t', 'accelerometer_integral_dt'],
    ],
  },
  {
    name: 'vehicle_attitude',
    fields: [
      ['uint64_t', 'timestamp'],
      ['uint64_t', 'timestamp_sample'],
      ['float', 'q', 4],
    ],
  },
  {
    name: 'vehicle_gps_position',
    fields: [
      ['uint64_t', 'timestamp'],
      ['uint64_t', 'time_utc_usec'],
      ['int32_t', 'lat'],
      ['int32_t', 'lon'],
      ['int32_t', 'alt'],
      ['float', 'eph'],
      ['float', 'epv'],
      ['float', 'vel_m_s'],
      ['uint8_t', 'fix_type'],
      ['uint8_t', 'satellites_used'],
    ],
  },
  {
    name: 'vehicle_local_position',
    fields: [
      ['uint64_t', 'timestamp'],
      ['float', 'x'],
      ['float', 'y'],
      ['float', 'z'],
      ['float', 'vx'],
      ['float', 'vy'],
      ['float', 'vz'],
    ],
  },
  {
    name: 'battery_status',
    fields: [
      ['uint64_t', 'timestamp'],
      ['float', 'voltage_v'],
      ['float', 'current_a'],
      ['float', 'remaining'],
    ],
  },
  {
    name: 'vehicle_status',
    fields: [
      ['uint64_t', 'timestamp'],
      ['uint8_t', 'nav_state'],
      ['uint8_t', 'arming_state'],
    ],
  },
];

export function ulogSample(random: Random, words: string, context: SampleContext): SampleFile {
  const place = placeOf(words, random);
  const span = Math.max(0, context.toMs - context.fromMs - 3_600_000);
  const utcStartUs = (context.fromMs + Math.floor(random.float() * span)) * 1000;
  const bootUs = random.int(20, 90) * 1_000_000;
  const takeoffAlt = random.pick([2.5, 3, 5]);
  const cells = random.pick([3, 4, 6]);
  const noise = (amount: number) => (random.float() - 0.5) * 2 * amount;
  const lat0 = place.lat + noise(0.02);
  const lon0 = place.lon + noise(0.02);
  const groundAlt = random.int(5, 300);
  const heading = random.float() * 2 * Math.PI;
  const takeoffAt = 3;
  /** Height above home and distance along the heading, t seconds into the log. */
  const height = (t: number) => (t < takeoffAt ? 0 : Math.min(takeoffAlt, (t - takeoffAt) * 1.5));
  const distance = (t: number) => (t < 12 ? 0 : Math.min(40, (t - 12) * 4));
  const events: UlogEvent[] = [];
  const every = (hz: number, make: (t: number, us: number) => ReadonlyArray<number | readonly number[]>, format: string) => {
    for (let i = 0; i < DURATION_S * hz; i++) {
      const t = i / hz;
      const us = Math.round(bootUs + t * 1e6 + noise(200));
      events.push({ us, kind: 'data', format, values: [us, ...make(t, us)] });
    }
  };
  every(
    50,
    (t) => [
      [noise(0.02), noise(0.02), noise(0.01)],
      20_000,
      0,
      [noise(0.3), noise(0.3), -9.81 + (t > takeoffAt && t < takeoffAt + 2 ? -1.2 : 0) + noise(0.2)],
      20_000,
    ],
    'sensor_combined',
  );
  every(50, (_t, us) => [us - 800, [Math.cos(heading / 2), noise(0.01), noise(0.01), Math.sin(heading / 2)]], 'vehicle_attitude');
  every(
    5,
    (t) => {
      const north = distance(t) * Math.cos(heading);
      const east = distance(t) * Math.sin(heading);
      return [
        utcStartUs + t * 1e6,
        Math.round((lat0 + north / METRES_PER_DEGREE) * 1e7),
        Math.round((lon0 + east / (METRES_PER_DEGREE * Math.cos((lat0 * Math.PI) / 180))) * 1e7),
        Math.round((groundAlt + height(t)) * 1000),
        0.6 + noise(0.1),
        0.9 + noise(0.1),
        t >= 12 && t < 22 ? 4 : 0,
        3,
        random.int(12, 18),
      ];
    },
    'vehicle_gps_position',
  );
  every(
    20,
    (t) => [
      distance(t) * Math.cos(heading),
      distance(t) * Math.sin(heading),
      -height(t),
      t >= 12 && t < 22 ? 4 * Math.cos(heading) : 0,
      t >= 12 && t < 22 ? 4 * Math.sin(heading) : 0,
      t >= takeoffAt && height(t) < takeoffAlt ? -1.5 : 0,
    ],
    'vehicle_local_position',
  );
  every(1, (t) => [cells * (4.15 - t * 0.002) + noise(0.01), t < takeoffAt ? 0.8 : 14 + noise(2), 0.97 - t * 0.0015], 'battery_status');
  every(1, (t) => [t < takeoffAt + 2 ? NAV_TAKEOFF : NAV_POSITION, t < 1 ? DISARMED : ARMED], 'vehicle_status');
  const log = (t: number, level: number, text: string) => events.push({ us: Math.round(bootUs + t * 1e6), kind: 'log', level, text });
  log(0.2, 6, '[logger] Start file log (type: full)');
  log(1, 6, '[commander] Armed by RC');
  log(takeoffAt, 6, `[navigator] Takeoff to ${takeoffAlt} meters above home`);
  log(takeoffAt + 0.8, 6, '[commander] Takeoff detected');
  log(takeoffAt + 2, 6, '[commander] Position mode');
  if (random.chance(0.5)) log(16, 4, '[ekf2] GPS horizontal position drift high');
  return {
    fileName: 'sample.ulg',
    contentType: 'application/octet-stream',
    bytes: ulogFile({
      startUs: bootUs,
      formats: FORMATS,
      info: [
        ['sys_name', 'PX4'],
        ['ver_hw', random.pick(['PX4_FMU_V5X', 'PX4_FMU_V6C', 'CUAV_X7PRO'])],
        ['sys_os_name', 'NuttX'],
        ['ver_sw', Array.from({ length: 40 }, () => '0123456789abcdef'[random.int(0, 15)]).join('')],
        ['ver_sw_release', 0x010e00ff],
        ['sys_toolchain', 'GNU GCC'],
      ],
      parameters: [
        ['SYS_AUTOSTART', 4001, 'int32_t'],
        ['BAT1_N_CELLS', cells, 'int32_t'],
        ['MIS_TAKEOFF_ALT', takeoffAlt, 'float'],
        ['MPC_XY_VEL_MAX', 12, 'float'],
        ['MPC_Z_VEL_MAX_UP', 3, 'float'],
        ['MC_ROLLRATE_P', 0.15, 'float'],
        ['MC_PITCHRATE_P', 0.15, 'float'],
        ['COM_RC_LOSS_T', 0.5, 'float'],
        ['NAV_RCL_ACT', 2, 'int32_t'],
        ['EKF2_GPS_CHECK', 245, 'int32_t'],
      ],
      events,
    }),
  };
}

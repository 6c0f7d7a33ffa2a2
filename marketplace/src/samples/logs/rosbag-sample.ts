/**
 * A ROS 1 bag (format 2.0) of two seconds of what the listing records: a drive (camera, LiDAR,
 * IMU, GNSS over the place the listing names, odometry, transforms), LiDAR sweeps alone, a
 * manipulation episode (wrist camera, joint states, force-torque), a mobile robot indoors
 * (camera, LiDAR, IMU, wheel odometry; no GNSS indoors) or a drone's flight through MAVROS.
 * Camera frames are small drawn scenes, not photographs.
 */
import type { Random } from '../../catalog/prng';
import { createRaster, type Rgb } from '../images/raster';
import {
  imageMessage,
  imuMessage,
  jointStateMessage,
  navSatFixMessage,
  odometryMessage,
  pointCloudMessage,
  tfMessage,
  wrenchMessage,
  yawQuaternion,
  type Transform,
} from './ros-sample-messages';
import { bagFile, type BagConnection, type BagMessage } from './rosbag-writer';
import type { SampleContext } from '../sample-context';
import type { SampleFile } from '../sample-file';
import { placeOf, type Place } from '../sample-places';
import type { SampleTheme } from '../sample-plan';

type BagScene = 'drive' | 'lidar' | 'manipulation' | 'indoor' | 'drone';

const DURATION_MS = 2000;
const FRAME_WIDTH = 80;
const FRAME_HEIGHT = 60;
const GRAVITY = 9.81;
const METRES_PER_DEGREE = 111_320;

function sceneOfBag(theme: SampleTheme, title: string): BagScene {
  if (/Drone|Flight/i.test(title)) return 'drone';
  if (/LiDAR Sweeps/i.test(title)) return 'lidar';
  if (theme === 'robotics') return /Navigation|Locomotion|Warehouse/i.test(title) ? 'indoor' : 'manipulation';
  return 'drive';
}

interface Topic {
  topic: string;
  type: string;
  callerid: string;
  hz: number;
  message: (seq: number, ms: number, t: number) => Buffer;
}

export function rosbagSample(random: Random, theme: SampleTheme, title: string, words: string, context: SampleContext): SampleFile {
  const scene = sceneOfBag(theme, title);
  const span = Math.max(0, context.toMs - context.fromMs - 3_600_000);
  const start = context.fromMs + Math.floor(random.float() * span);
  const topics = topicsOf(scene, random, title, placeOf(words, random));
  const connections: BagConnection[] = topics.map(({ topic, type, callerid }) => ({ topic, type, callerid }));
  const messages: BagMessage[] = [];
  topics.forEach((topic, connection) => {
    const period = 1000 / topic.hz;
    // Each sensor starts at its own moment in its first period, as real drivers do.
    const offset = random.float() * period;
    for (let seq = 0; offset + seq * period < DURATION_MS; seq++) {
      const t = (offset + seq * period) / 1000;
      const ms = Math.round((start + offset + seq * period) * 1000) / 1000;
      messages.push({ connection, ms, data: topic.message(seq, ms, t) });
    }
  });
  return { fileName: 'sample.bag', contentType: 'application/x-rosbag', bytes: bagFile(connections, messages) };
}

function topicsOf(scene: BagScene, random: Random, title: string, place: Place): Topic[] {
  const speed = scene === 'drive' ? random.int(6, 16) : scene === 'drone' ? random.int(3, 9) : scene === 'indoor' ? 1.2 : 0;
  const heading = random.float() * 2 * Math.PI;
  const turn = (random.float() - 0.5) * 0.1;
  const yawAt = (t: number) => heading + turn * t;
  const along = (t: number) => speed * t;
  const positionAt = (t: number): [number, number, number] => [along(t) * Math.cos(heading), along(t) * Math.sin(heading), scene === 'drone' ? 30 : 0];
  const lat0 = place.lat + (random.float() - 0.5) * 0.04;
  const lon0 = place.lon + (random.float() - 0.5) * 0.04;
  const groundHeight = random.int(5, 300);
  const noise = (amount: number) => (random.float() - 0.5) * 2 * amount;

  const imu =
    (frame: string): Topic['message'] =>
    (seq, ms, t) =>
      imuMessage(seq, ms, frame, yawQuaternion(yawAt(t)), [noise(0.01), noise(0.01), turn + noise(0.005)], [noise(0.3), noise(0.3), GRAVITY + noise(0.1)]);
  const odometry: Topic['message'] = (seq, ms, t) => odometryMessage(seq, ms, positionAt(t), yawAt(t), [speed, 0, 0], turn);
  const gnss: Topic['message'] = (seq, ms, t) => {
    const [east, north, up] = positionAt(t);
    const lat = lat0 + north / METRES_PER_DEGREE + noise(0.000005);
    const lon = lon0 + east / (METRES_PER_DEGREE * Math.cos((lat0 * Math.PI) / 180)) + noise(0.000005);
    return navSatFixMessage(seq, ms, Math.round(lat * 1e7) / 1e7, Math.round(lon * 1e7) / 1e7, groundHeight + up + noise(0.5));
  };
  const tf =
    (transforms: (t: number) => Transform[]): Topic['message'] =>
    (_seq, ms, t) =>
      tfMessage(ms, transforms(t));
  const vehicleTf = tf((t) => [
    { parent: 'odom', child: 'base_link', translation: positionAt(t), rotation: yawQuaternion(yawAt(t)) },
    { parent: 'base_link', child: 'velodyne', translation: [1.2, 0, 1.8], rotation: [0, 0, 0, 1] },
  ]);
  const camera =
    (draw: (t: number) => Buffer, frame: string): Topic['message'] =>
    (seq, ms, t) =>
      imageMessage(seq, ms, frame, FRAME_WIDTH, FRAME_HEIGHT, draw(t));
  const lidar =
    (indoor: boolean): Topic['message'] =>
    (seq, ms) =>
      pointCloudMessage(seq, ms, 'velodyne', sweep(random, indoor));

  switch (scene) {
    case 'drive':
      return [
        {
          topic: '/camera/front/image_raw',
          type: 'sensor_msgs/Image',
          callerid: '/camera_driver',
          hz: 10,
          message: camera((t) => roadFrame(random, title, t * speed), 'camera_front'),
        },
        { topic: '/velodyne_points', type: 'sensor_msgs/PointCloud2', callerid: '/velodyne_nodelet_manager', hz: 10, message: lidar(false) },
        { topic: '/imu/data', type: 'sensor_msgs/Imu', callerid: '/imu_driver', hz: 100, message: imu('imu_link') },
        { topic: '/gps/fix', type: 'sensor_msgs/NavSatFix', callerid: '/gnss_driver', hz: 10, message: gnss },
        { topic: '/odom', type: 'nav_msgs/Odometry', callerid: '/vehicle_interface', hz: 50, message: odometry },
        { topic: '/tf', type: 'tf2_msgs/TFMessage', callerid: '/robot_state_publisher', hz: 20, message: vehicleTf },
      ];
    case 'lidar':
      return [
        { topic: '/velodyne_points', type: 'sensor_msgs/PointCloud2', callerid: '/velodyne_nodelet_manager', hz: 10, message: lidar(false) },
        { topic: '/tf', type: 'tf2_msgs/TFMessage', callerid: '/robot_state_publisher', hz: 20, message: vehicleTf },
      ];
    case 'indoor':
      return [
        {
          topic: '/camera/color/image_raw',
          type: 'sensor_msgs/Image',
          callerid: '/camera/realsense2_camera',
          hz: 15,
          message: camera((t) => warehouseFrame(t * speed), 'camera_color_optical_frame'),
        },
        { topic: '/points', type: 'sensor_msgs/PointCloud2', callerid: '/lidar_driver', hz: 10, message: lidar(true) },
        { topic: '/imu/data', type: 'sensor_msgs/Imu', callerid: '/imu_driver', hz: 100, message: imu('imu_link') },
        { topic: '/odom', type: 'nav_msgs/Odometry', callerid: '/wheel_odometry', hz: 50, message: odometry },
        { topic: '/tf', type: 'tf2_msgs/TFMessage', callerid: '/robot_state_publisher', hz: 20, message: vehicleTf },
      ];
    case 'drone':
      return [
        {
          topic: '/camera/image_raw',
          type: 'sensor_msgs/Image',
          callerid: '/camera_driver',
          hz: 10,
          message: camera((t) => groundFrame(t * speed), 'camera_link'),
        },
        { topic: '/mavros/imu/data', type: 'sensor_msgs/Imu', callerid: '/mavros', hz: 50, message: imu('base_link') },
        { topic: '/mavros/global_position/global', type: 'sensor_msgs/NavSatFix', callerid: '/mavros', hz: 10, message: gnss },
        { topic: '/mavros/local_position/odom', type: 'nav_msgs/Odometry', callerid: '/mavros', hz: 30, message: odometry },
      ];
    case 'manipulation': {
      const joints = ['panda_joint1', 'panda_joint2', 'panda_joint3', 'panda_joint4', 'panda_joint5', 'panda_joint6', 'panda_joint7'];
      const home = [0, -0.785, 0, -2.356, 0, 1.571, 0.785];
      const reach = joints.map(() => noise(0.4));
      const angle = (i: number, t: number) => (home[i] as number) + (reach[i] as number) * Math.sin((Math.PI * t) / 4);
      return [
        {
          topic: '/camera/color/image_raw',
          type: 'sensor_msgs/Image',
          callerid: '/camera/realsense2_camera',
          hz: 15,
          message: camera((t) => tableFrame(t), 'camera_color_optical_frame'),
        },
        {
          topic: '/joint_states',
          type: 'sensor_msgs/JointState',
          callerid: '/franka_state_controller',
          hz: 100,
          message: (seq, ms, t) =>
            jointStateMessage(
              seq,
              ms,
              joints,
              joints.map((_, i) => round(angle(i, t), 4)),
              joints.map((_, i) => round(((reach[i] as number) * Math.PI * Math.cos((Math.PI * t) / 4)) / 4, 4)),
              joints.map(() => round(noise(3), 3)),
            ),
        },
        {
          topic: '/ft_sensor/wrench',
          type: 'geometry_msgs/WrenchStamped',
          callerid: '/ft_sensor',
          hz: 100,
          message: (seq, ms, t) =>
            wrenchMessage(seq, ms, 'ft_sensor_link', [noise(0.5), noise(0.5), -4.9 * Math.min(1, t) + noise(0.3)], [noise(0.05), noise(0.05), noise(0.02)]),
        },
        {
          topic: '/tf',
          type: 'tf2_msgs/TFMessage',
          callerid: '/robot_state_publisher',
          hz: 30,
          message: tf((t) => [
            { parent: 'panda_link0', child: 'panda_hand', translation: [0.4 + 0.1 * Math.sin(t), 0.05 * t, 0.45 - 0.1 * t], rotation: [1, 0, 0, 0] },
          ]),
        },
      ];
    }
  }
}

function round(value: number, digits: number): number {
  return Math.round(value * 10 ** digits) / 10 ** digits;
}

/** One revolution of a 16-beam LiDAR: ground returns below the horizon, walls or buildings above. */
function sweep(random: Random, indoor: boolean): Array<[number, number, number, number]> {
  const points: Array<[number, number, number, number]> = [];
  const sensorHeight = indoor ? 0.4 : 1.8;
  for (let ring = 0; ring < 16; ring++) {
    const elevation = ((-15 + ring * 2) * Math.PI) / 180;
    for (let step = 0; step < 36; step++) {
      const azimuth = (step / 36) * 2 * Math.PI;
      let range: number;
      if (elevation < 0) range = Math.min(sensorHeight / Math.tan(-elevation), indoor ? 8 : 60);
      else if (indoor || random.chance(0.5)) range = indoor ? 3 + random.float() * 5 : 15 + random.float() * 40;
      else continue; // open sky: no return
      range *= 1 + (random.float() - 0.5) * 0.02;
      const flat = range * Math.cos(elevation);
      points.push([round(flat * Math.cos(azimuth), 3), round(flat * Math.sin(azimuth), 3), round(range * Math.sin(elevation), 3), random.int(1, 100)]);
    }
  }
  return points;
}

function rgbOf(data: Uint8Array): Buffer {
  const rgb = Buffer.alloc((data.length / 4) * 3);
  for (let i = 0, j = 0; i < data.length; i += 4, j += 3) {
    rgb[j] = data[i] as number;
    rgb[j + 1] = data[i + 1] as number;
    rgb[j + 2] = data[i + 2] as number;
  }
  return rgb;
}

/** A road ahead: sky fitting the title (night, rain), asphalt, lane dashes moving with the distance driven, a car ahead. */
function roadFrame(random: Random, title: string, metres: number): Buffer {
  const raster = createRaster(FRAME_WIDTH, FRAME_HEIGHT);
  const night = /Night/i.test(title);
  const wet = /Rain|Snow|Adverse|Weather/i.test(title);
  const sky: Rgb = night ? [15, 20, 40] : wet ? [150, 155, 160] : [140, 185, 230];
  const horizon = Math.round(FRAME_HEIGHT * 0.45);
  raster.gradient(0, horizon, sky, night ? [40, 40, 60] : [200, 215, 230]);
  raster.gradient(horizon, FRAME_HEIGHT, night ? [30, 30, 35] : [90, 90, 95], night ? [50, 50, 55] : [70, 70, 75]);
  for (let y = horizon; y < FRAME_HEIGHT; y++) {
    const depth = (y - horizon) / (FRAME_HEIGHT - horizon);
    const centre = FRAME_WIDTH / 2;
    const lane = 4 + depth * 30;
    const dash = Math.floor((1 / Math.max(0.05, depth)) * 4 + metres) % 2 === 0;
    raster.rect(centre - lane, y, 1 + depth * 2, 1, [230, 230, 230]);
    raster.rect(centre + lane, y, 1 + depth * 2, 1, [230, 230, 230]);
    if (dash) raster.rect(centre - depth, y, 1 + depth * 2, 1, [240, 200, 60]);
  }
  raster.rect(34, horizon + 2, 12, 7, night ? [120, 20, 20] : [170, 40, 40]);
  if (night) {
    raster.rect(34, horizon + 6, 2, 1, [255, 60, 60]);
    raster.rect(44, horizon + 6, 2, 1, [255, 60, 60]);
  }
  raster.noise(() => random.float(), wet ? 10 : 4);
  return rgbOf(raster.data);
}

/** Shelves either side of an aisle, closing in as the robot drives. */
function warehouseFrame(metres: number): Buffer {
  const raster = createRaster(FRAME_WIDTH, FRAME_HEIGHT);
  raster.gradient(0, 30, [200, 200, 195], [180, 180, 175]);
  raster.gradient(30, FRAME_HEIGHT, [150, 150, 145], [120, 120, 115]);
  const near = 8 + Math.round(metres * 2);
  raster.rect(0, 8, near, 40, [210, 120, 40]);
  raster.rect(FRAME_WIDTH - near, 8, near, 40, [210, 120, 40]);
  for (let shelf = 14; shelf < 48; shelf += 10) {
    raster.rect(0, shelf, near, 2, [60, 60, 70]);
    raster.rect(FRAME_WIDTH - near, shelf, near, 2, [60, 60, 70]);
  }
  raster.rect(36, 34, 8, 6, [170, 130, 80]);
  return rgbOf(raster.data);
}

/** A table top with a box the gripper closes in on. */
function tableFrame(t: number): Buffer {
  const raster = createRaster(FRAME_WIDTH, FRAME_HEIGHT);
  raster.gradient(0, 24, [225, 225, 220], [210, 210, 205]);
  raster.gradient(24, FRAME_HEIGHT, [160, 120, 80], [140, 100, 65]);
  raster.rect(30, 34, 14, 10, [40, 110, 190]);
  raster.ellipse(52, 40, 5, 4, [200, 50, 50]);
  const drop = Math.round(t * 8);
  raster.rect(32, drop, 4, 16, [70, 70, 75]);
  raster.rect(40, drop, 4, 16, [70, 70, 75]);
  return rgbOf(raster.data);
}

/** Fields and a road seen from above, sliding by as the drone flies. */
function groundFrame(metres: number): Buffer {
  const raster = createRaster(FRAME_WIDTH, FRAME_HEIGHT);
  const shift = Math.round(metres) % FRAME_WIDTH;
  raster.gradient(0, FRAME_HEIGHT, [100, 150, 70], [80, 130, 60]);
  for (let x = -FRAME_WIDTH; x < FRAME_WIDTH * 2; x += 20) raster.rect(x - shift, 0, 10, FRAME_HEIGHT, [130, 170, 80]);
  raster.rect(0, 26, FRAME_WIDTH, 6, [110, 110, 115]);
  raster.rect(50 - shift, 8, 8, 8, [170, 80, 60]);
  return rgbOf(raster.data);
}

/**
 * The ROS 1 message types the rosbag samples hold, as their packages define them (comments
 * left out), and their MD5 sums computed the way genmsg does, so a reader that checks them
 * against its own message classes accepts the bag.
 */
import { createHash } from 'node:crypto';

const DEFINITIONS: Readonly<Record<string, string>> = {
  'std_msgs/Header': 'uint32 seq\ntime stamp\nstring frame_id',
  'geometry_msgs/Vector3': 'float64 x\nfloat64 y\nfloat64 z',
  'geometry_msgs/Point': 'float64 x\nfloat64 y\nfloat64 z',
  'geometry_msgs/Quaternion': 'float64 x\nfloat64 y\nfloat64 z\nfloat64 w',
  'geometry_msgs/Pose': 'Point position\nQuaternion orientation',
  'geometry_msgs/PoseWithCovariance': 'Pose pose\nfloat64[36] covariance',
  'geometry_msgs/Twist': 'Vector3 linear\nVector3 angular',
  'geometry_msgs/TwistWithCovariance': 'Twist twist\nfloat64[36] covariance',
  'geometry_msgs/Transform': 'Vector3 translation\nQuaternion rotation',
  'geometry_msgs/TransformStamped': 'Header header\nstring child_frame_id\nTransform transform',
  'geometry_msgs/Wrench': 'Vector3 force\nVector3 torque',
  'geometry_msgs/WrenchStamped': 'Header header\nWrench wrench',
  'tf2_msgs/TFMessage': 'geometry_msgs/TransformStamped[] transforms',
  'nav_msgs/Odometry': 'Header header\nstring child_frame_id\ngeometry_msgs/PoseWithCovariance pose\ngeometry_msgs/TwistWithCovariance twist',
  'sensor_msgs/Imu':
    'Header header\n\ngeometry_msgs/Quaternion orientation\nfloat64[9] orientation_covariance\n\ngeometry_msgs/Vector3 angular_velocity\nfloat64[9] angular_velocity_covariance\n\ngeometry_msgs/Vector3 linear_acceleration\nfloat64[9] linear_acceleration_covariance',
  'sensor_msgs/NavSatStatus':
    'int8 STATUS_NO_FIX =  -1\nint8 STATUS_FIX =      0\nint8 STATUS_SBAS_FIX = 1\nint8 STATUS_GBAS_FIX = 2\nint8 status\nuint16 SERVICE_GPS =     1\nuint16 SERVICE_GLONASS = 2\nuint16 SERVICE_COMPASS = 4\nuint16 SERVICE_GALILEO = 8\nuint16 service',
  'sensor_msgs/NavSatFix':
    'Header header\nNavSatStatus status\nfloat64 latitude\nfloat64 longitude\nfloat64 altitude\nfloat64[9] position_covariance\nuint8 COVARIANCE_TYPE_UNKNOWN = 0\nuint8 COVARIANCE_TYPE_APPROXIMATED = 1\nuint8 COVARIANCE_TYPE_DIAGONAL_KNOWN = 2\nuint8 COVARIANCE_TYPE_KNOWN = 3\nuint8 position_covariance_type',
  'sensor_msgs/Image': 'Header header\nuint32 height\nuint32 width\nstring encoding\nuint8 is_bigendian\nuint32 step\nuint8[] data',
  'sensor_msgs/PointField':
    'uint8 INT8    = 1\nuint8 UINT8   = 2\nuint8 INT16   = 3\nuint8 UINT16  = 4\nuint8 INT32   = 5\nuint8 UINT32  = 6\nuint8 FLOAT32 = 7\nuint8 FLOAT64 = 8\nstring name\nuint32 offset\nuint8  datatype\nuint32 count',
  'sensor_msgs/PointCloud2':
    'Header header\nuint32 height\nuint32 width\nPointField[] fields\nbool    is_bigendian\nuint32  point_step\nuint32  row_step\nuint8[] data\nbool is_dense',
  'sensor_msgs/JointState': 'Header header\nstring[] name\nfloat64[] position\nfloat64[] velocity\nfloat64[] effort',
};

const BUILTIN = new Set([
  'bool',
  'int8',
  'uint8',
  'int16',
  'uint16',
  'int32',
  'uint32',
  'int64',
  'uint64',
  'float32',
  'float64',
  'string',
  'time',
  'duration',
  'char',
  'byte',
]);

interface Line {
  type: string;
  name: string;
  constant: string | null;
}

function linesOf(type: string): Line[] {
  const text = DEFINITIONS[type];
  if (text === undefined) throw new Error(`no definition for ${type}`);
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [declaration = '', constant] = line.split('=').map((part) => part.trim());
      const [fieldType = '', name = ''] = declaration.split(/\s+/);
      return { type: fieldType, name, constant: constant ?? null };
    });
}

/** A field's type as a full name: `Header` is std_msgs/Header, a bare name is of the same package. */
function resolve(fieldType: string, ofType: string): string {
  const base = fieldType.replace(/\[\d*\]$/, '');
  if (BUILTIN.has(base)) return base;
  if (base === 'Header') return 'std_msgs/Header';
  return base.includes('/') ? base : `${ofType.split('/')[0]}/${base}`;
}

/** The types a type's fields use, depth first, each once. */
function dependencies(type: string, seen = new Set<string>()): string[] {
  for (const line of linesOf(type)) {
    const used = resolve(line.type, type);
    if (line.constant !== null || BUILTIN.has(used) || seen.has(used)) continue;
    seen.add(used);
    dependencies(used, seen);
  }
  return [...seen];
}

/** genmsg's MD5: constants, then fields, with a nested type written as its own MD5. */
export function md5Of(type: string): string {
  const lines = linesOf(type);
  const constants = lines.filter((line) => line.constant !== null).map((line) => `${line.type} ${line.name}=${line.constant}`);
  const fields = lines
    .filter((line) => line.constant === null)
    .map((line) => {
      const used = resolve(line.type, type);
      return BUILTIN.has(used) ? `${line.type} ${line.name}` : `${md5Of(used)} ${line.name}`;
    });
  return createHash('md5')
    .update([...constants, ...fields].join('\n'))
    .digest('hex');
}

const SEPARATOR = `\n${'='.repeat(80)}\nMSG: `;

/** The full definition a bag's connection carries: the type's own text and each type it uses. */
export function definitionOf(type: string): string {
  return [DEFINITIONS[type] ?? '', ...dependencies(type).map((used) => `${SEPARATOR}${used}\n${DEFINITIONS[used] ?? ''}`)].join('') + '\n';
}

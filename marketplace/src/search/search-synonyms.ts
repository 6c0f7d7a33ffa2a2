/**
 * The search language of this marketplace's field, as data in one place: the words that say
 * nothing about which dataset a buyer wants, and the words and phrases buyers use for the same
 * thing. Edit here; search-expression.ts applies both to every query (entries are matched
 * after stemming, so "x-rays", "X-ray" and "x ray" are one entry, and plurals need no entry).
 */

/**
 * Words of data the demo catalog does not carry by decision (face images: biometric data, see
 * docs/search-match.md): never "corrected" into another word ("face" is not "fake"), so a search
 * for them says that no dataset has them.
 */
export const NOT_CARRIED_WORDS: readonly string[] = ['face', 'faces', 'facial', 'biometric', 'biometrics'];

/** Dropped from a query unless nothing else is left ("stock tick data" searches "stock tick"). */
export const IGNORED_WORDS: readonly string[] = [
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'data',
  'dataset',
  'datasets',
  'set',
];

/**
 * Each group lists words or phrases that stand for one another: a query word (or phrase) found
 * in a group matches any entry of the group. Spelling variants, abbreviations and the common
 * names of one thing; not broader or narrower terms, which would drown the exact ones.
 */
export const SYNONYM_GROUPS: ReadonlyArray<readonly string[]> = [
  // Spelling variants
  ['x-ray', 'xray', 'radiograph'],
  ['tumor', 'tumour', 'lesion'],
  ['centre', 'center'],
  ['color', 'colour'],
  ['labeled', 'labelled', 'annotated'],
  ['e-commerce', 'ecommerce', 'online shopping', 'online retail'],
  ['email', 'e-mail'],
  ['night-time', 'nighttime'],
  ['handwritten', 'handwriting'],
  ['birdsong', 'bird song', 'bird call'],
  // Medicine
  ['ct', 'computed tomography', 'cat scan'],
  ['mri', 'magnetic resonance'],
  ['ultrasound', 'sonography', 'echocardiography'],
  ['mammogram', 'mammography', 'breast screening'],
  ['retina', 'retinal', 'fundus'],
  ['skin', 'dermoscopy', 'dermatology'],
  ['ehr', 'emr', 'electronic health record', 'electronic medical record', 'patient record'],
  ['icu', 'intensive care', 'critical care'],
  ['doctor', 'physician', 'clinician'],
  // Driving and robots
  ['self-driving', 'autonomous', 'driverless'],
  ['car', 'vehicle', 'automobile', 'automotive'],
  ['traffic sign', 'road sign', 'street sign'],
  ['lidar', 'point cloud'],
  ['dashcam', 'dash cam', 'dashboard camera'],
  ['robot', 'robotic', 'robotics'],
  ['drone', 'uav', 'unmanned aerial'],
  ['gps', 'gnss'],
  // Language and speech
  ['chat', 'conversation', 'conversational', 'dialogue', 'dialog'],
  ['customer support', 'customer service', 'help desk', 'support desk'],
  ['call center', 'call centre', 'contact center', 'contact centre'],
  ['tweet', 'twitter', 'social media'],
  ['llm', 'large language model', 'language model'],
  ['ner', 'named entity'],
  ['asr', 'speech recognition', 'speech to text'],
  ['tts', 'text to speech', 'speech synthesis'],
  ['speech', 'voice', 'spoken'],
  ['audio', 'sound'],
  ['ocr', 'optical character recognition', 'text recognition'],
  // Images and video
  ['photo', 'photograph', 'picture', 'image', 'imagery'],
  ['video', 'footage', 'mp4'],
  // Money and trade
  ['stock', 'equity'],
  ['crypto', 'cryptocurrency'],
  ['fx', 'forex', 'foreign exchange'],
  ['shopping cart', 'shopping basket'],
  // Earth, weather, farms, factories
  ['satellite', 'earth observation', 'remote sensing'],
  ['hurricane', 'storm', 'cyclone', 'typhoon'],
  ['air pollution', 'air quality'],
  ['livestock', 'cattle', 'farm animals'],
  ['agriculture', 'agricultural', 'farming', 'agritech'],
  ['iot', 'internet of things'],
  ['electricity', 'energy'],
  ['ship', 'vessel'],
];

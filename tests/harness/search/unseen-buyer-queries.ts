import type { BuyerQuery } from './buyer-queries';

/**
 * A second set of buyer queries, written as a buyer would type them across the 15 categories
 * BEFORE their author read the catalog generator, its vocabularies or the synonym table (only
 * the category names were known, to say which ones answer). The search was then fixed for what
 * they showed, never by adding a query's own words to the vocabulary. They measure whether the
 * search generalises beyond the phrasings it was built for (BUYER_QUERIES); none repeats one of
 * those. Where a query names something the catalog may honestly not hold, it still expects the
 * category a buyer would look in.
 */
export const UNSEEN_BUYER_QUERIES: readonly BuyerQuery[] = [
  // Medical imaging and clinical data
  { q: 'skin lesion photos', expected: ['Medical Imaging'], kind: 'synonym' },
  { q: 'diabetic retinopathy', expected: ['Medical Imaging'], kind: 'phrase' },
  { q: 'lung nodules', expected: ['Medical Imaging'], kind: 'plural' },
  { q: 'dermatology images', expected: ['Medical Imaging'], kind: 'synonym' },
  { q: 'histopathology slides', expected: ['Medical Imaging'], kind: 'plural' },
  { q: 'dental x-rays', expected: ['Medical Imaging'], kind: 'spelling' },
  { q: 'radiology reports', expected: ['Medical Imaging', 'Clinical Records'], kind: 'phrase' },
  { q: 'ecg arrhythmia', expected: ['Clinical Records'], kind: 'keyword' },
  { q: 'de-identified clinical notes', expected: ['Clinical Records'], kind: 'phrase' },
  { q: 'medical billing codes', expected: ['Clinical Records'], kind: 'synonym' },
  { q: 'patient discharge summaries', expected: ['Clinical Records'], kind: 'plural' },
  // Driving
  { q: 'cars', expected: ['Autonomous Driving'], kind: 'plural' },
  { q: 'dashcam footage', expected: ['Autonomous Driving'], kind: 'synonym' },
  { q: 'traffic signs', expected: ['Autonomous Driving'], kind: 'plural' },
  { q: 'pedestrian detection', expected: ['Autonomous Driving'], kind: 'phrase' },
  { q: 'lane markings', expected: ['Autonomous Driving'], kind: 'plural' },
  { q: 'license plates', expected: ['Autonomous Driving', 'Computer Vision'], kind: 'plural' },
  // Text
  { q: 'spam', expected: ['NLP / Text', 'Cybersecurity'], kind: 'keyword' },
  { q: 'product review sentiment', expected: ['NLP / Text', 'Retail / E-commerce'], kind: 'phrase' },
  { q: 'hate speech', expected: ['NLP / Text'], kind: 'phrase' },
  { q: 'news classification', expected: ['NLP / Text'], kind: 'phrase' },
  { q: 'question answering', expected: ['NLP / Text'], kind: 'phrase' },
  { q: 'english german translation', expected: ['NLP / Text'], kind: 'phrase' },
  { q: 'chatbot conversations', expected: ['NLP / Text'], kind: 'plural' },
  { q: 'fake news', expected: ['NLP / Text'], kind: 'phrase' },
  // Speech and audio
  { q: 'speaker identification', expected: ['Speech & Audio'], kind: 'synonym' },
  { q: 'speech recognition', expected: ['Speech & Audio'], kind: 'phrase' },
  { q: 'accented english', expected: ['Speech & Audio'], kind: 'phrase' },
  { q: 'call center recordings', expected: ['Speech & Audio'], kind: 'spelling' },
  { q: 'music genres', expected: ['Speech & Audio'], kind: 'plural' },
  { q: 'wake word', expected: ['Speech & Audio'], kind: 'phrase' },
  // Money and shops
  { q: 'stock prices', expected: ['Financial / Crypto'], kind: 'plural' },
  { q: 'loan defaults', expected: ['Financial / Crypto'], kind: 'plural' },
  { q: 'bank transactions', expected: ['Financial / Crypto'], kind: 'phrase' },
  { q: 'earnings calls', expected: ['Financial / Crypto'], kind: 'plural' },
  { q: 'product photos', expected: ['Retail / E-commerce', 'Computer Vision'], kind: 'synonym' },
  { q: 'shopping baskets', expected: ['Retail / E-commerce'], kind: 'plural' },
  { q: 'customer churn', expected: ['Retail / E-commerce'], kind: 'phrase' },
  { q: 'clothing images', expected: ['Retail / E-commerce', 'Computer Vision'], kind: 'synonym' },
  { q: 'clickstream', expected: ['Retail / E-commerce'], kind: 'keyword' },
  { q: 'receipts', expected: ['Document AI', 'Retail / E-commerce'], kind: 'plural' },
  // Farms, weather, the earth
  { q: 'crop disease', expected: ['Agriculture'], kind: 'phrase' },
  { q: 'weeds', expected: ['Agriculture'], kind: 'plural' },
  { q: 'plant leaves', expected: ['Agriculture'], kind: 'plural' },
  { q: 'fruit ripeness', expected: ['Agriculture'], kind: 'synonym' },
  { q: 'soil moisture', expected: ['Agriculture', 'Climate & Weather'], kind: 'phrase' },
  { q: 'rainfall', expected: ['Climate & Weather'], kind: 'synonym' },
  { q: 'weather', expected: ['Climate & Weather'], kind: 'keyword' },
  { q: 'temperature forecasts', expected: ['Climate & Weather'], kind: 'plural' },
  { q: 'hurricanes', expected: ['Climate & Weather'], kind: 'plural' },
  { q: 'wildfire', expected: ['Climate & Weather', 'Geospatial'], kind: 'keyword' },
  { q: 'air quality', expected: ['Climate & Weather'], kind: 'phrase' },
  { q: 'land cover', expected: ['Geospatial'], kind: 'phrase' },
  { q: 'flood mapping', expected: ['Geospatial', 'Climate & Weather'], kind: 'phrase' },
  { q: 'drone imagery', expected: ['Geospatial', 'Agriculture', 'Computer Vision'], kind: 'synonym' },
  { q: 'satellite images of cities', expected: ['Geospatial'], kind: 'phrase' },
  // Factories, vision, security, robots, documents
  { q: 'defect detection', expected: ['Manufacturing & IoT', 'Computer Vision'], kind: 'phrase' },
  { q: 'predictive maintenance', expected: ['Manufacturing & IoT'], kind: 'phrase' },
  { q: 'machine vibration', expected: ['Manufacturing & IoT'], kind: 'phrase' },
  { q: 'smart meter energy', expected: ['Manufacturing & IoT'], kind: 'phrase' },
  { q: 'iot sensors', expected: ['Manufacturing & IoT'], kind: 'keyword' },
  { q: 'face recognition', expected: ['Computer Vision'], kind: 'phrase' },
  { q: 'surveillance video', expected: ['Computer Vision'], kind: 'synonym' },
  { q: 'person re-identification', expected: ['Computer Vision', 'Autonomous Driving'], kind: 'phrase' },
  { q: 'pose estimation', expected: ['Computer Vision', 'Robotics'], kind: 'phrase' },
  { q: 'animal photos', expected: ['Computer Vision', 'Agriculture'], kind: 'synonym' },
  { q: 'malware', expected: ['Cybersecurity'], kind: 'keyword' },
  { q: 'network intrusion', expected: ['Cybersecurity'], kind: 'phrase' },
  { q: 'ransomware', expected: ['Cybersecurity'], kind: 'keyword' },
  { q: 'robot arm demonstrations', expected: ['Robotics'], kind: 'phrase' },
  { q: 'indoor navigation', expected: ['Robotics'], kind: 'phrase' },
  { q: 'scanned forms', expected: ['Document AI'], kind: 'plural' },
  { q: 'invoice extraction', expected: ['Document AI'], kind: 'phrase' },
];

/** A dataset's sample, generated from its facts: the same bytes for the same dataset, every time. */
import { audioSample } from './audio/audio-sample';
import { cocoByUrlSample, servesImagesByUrl } from './images/coco-by-url-sample';
import { dicomSample } from './images/dicom-sample';
import { fileListSample } from './file-list-sample';
import { geotiffSample } from './images/geotiff-sample';
import { gridSample } from './grids/grid-sample';
import { imageSample } from './images/image-sample';
import { niftiSample } from './spatial/nifti-sample';
import { pcapSample } from './pcap-sample';
import { rosbagSample } from './logs/rosbag-sample';
import { pdfSample } from './documents-and-video/pdf-sample';
import { pointCloudSample } from './spatial/point-cloud-sample';
import { sampleContext, type ListingClaims } from './sample-context';
import type { SampleFile } from './sample-file';
import { planSample, type DatasetFacts } from './sample-plan';
import { sampleRandom } from './sample-random';
import { shapefileSample } from './spatial/shapefile-sample';
import { tableSample } from './tables/table-sample';
import { textSample } from './tables/text-sample';
import { ulogSample } from './logs/ulog-sample';
import { videoSample } from './documents-and-video/video-sample';

export interface SampleFacts extends DatasetFacts, ListingClaims {
  id: string;
  itemCount: number;
  sizeBytes: number;
  /** The listing's own words, for the place a sample lies (the title may not name it). */
  description?: string;
}

export async function generateSample(facts: SampleFacts): Promise<SampleFile> {
  const plan = planSample(facts);
  const random = sampleRandom(facts.id, plan.kind);
  const context = sampleContext(facts);
  switch (plan.kind) {
    case 'table':
      return tableSample(random, plan.content, plan.format, context);
    case 'images':
      if (servesImagesByUrl(facts)) return cocoByUrlSample(random, plan.theme, plan.image);
      return imageSample(random, plan.theme, plan.image, plan.labels);
    case 'audio':
      return audioSample(random, plan.datasetFormat, plan.spoken ? context.languages : []);
    case 'dicom':
      return dicomSample(random, facts.id, facts.title, context);
    case 'geotiff':
      return geotiffSample(random, facts.title, plan.georeferenced);
    case 'pcap':
      return pcapSample(random, facts.title, context);
    case 'rosbag':
      // The marketplace writes ROS 1 bags only: a listing of ROS 2 recordings keeps its file list, not a bag of the wrong ROS.
      if (/\bROS ?2\b|\bMCAP\b/i.test(`${facts.title} ${facts.description ?? ''}`))
        return fileListSample(random, { datasetFormat: facts.format, itemCount: facts.itemCount, sizeBytes: facts.sizeBytes });
      return rosbagSample(random, plan.theme, facts.title, `${facts.title} ${facts.description ?? ''}`, context);
    case 'ulog':
      return ulogSample(random, `${facts.title} ${facts.description ?? ''}`, context);
    case 'pdf':
      return pdfSample(random, facts, context);
    case 'video':
      return videoSample(random, facts.title, context);
    case 'point-cloud':
      return pointCloudSample(random, plan.format, facts.title);
    case 'nifti':
      return niftiSample(random, facts.title);
    case 'shapefile':
      return shapefileSample(random, facts.title, context);
    case 'grid':
      return gridSample(random, plan.format, facts, context);
    case 'text':
      return textSample(random, plan.content, context);
    case 'file-list':
      return fileListSample(random, { datasetFormat: plan.datasetFormat, itemCount: facts.itemCount, sizeBytes: facts.sizeBytes });
  }
}

import { describe, expect, it } from 'vitest';
import { findImageLinks } from './image-links';
import type { UnpackedFile } from './unpack-sample';

const BASE = 'https://samples.example.com/coco/annotations/instances.json';
const file = (path: string, kind: UnpackedFile['kind'], text: string): UnpackedFile => ({ path, kind, bytes: new TextEncoder().encode(text) });
const coco = (images: unknown[]) => file('instances.json', 'json', JSON.stringify({ images, annotations: [], categories: [] }));

describe('findImageLinks', () => {
  it('takes coco_url first, else file_name relative to the annotation file, and names each image by its file_name', () => {
    const found = findImageLinks([coco([{ file_name: 'a.jpg', coco_url: 'https://cdn.example.org/val/a.jpg' }, { file_name: '../images/b.jpg' }])], BASE);
    expect(found).toEqual({
      format: 'COCO',
      unreadable: 0,
      distinct: 2,
      links: [
        { path: 'a.jpg', url: 'https://cdn.example.org/val/a.jpg' },
        { path: '../images/b.jpg', url: 'https://samples.example.com/coco/images/b.jpg' },
      ],
    });
  });

  it('resolves a protocol-relative name to the host it names (which the fetch then asks about), and counts the same address once', () => {
    const found = findImageLinks([coco([{ file_name: '//evil.example.net/x.jpg' }, { file_name: '//evil.example.net/x.jpg' }, { file_name: 7 }, {}])], BASE);
    expect(found?.links).toEqual([{ path: '//evil.example.net/x.jpg', url: 'https://evil.example.net/x.jpg' }]);
  });

  it('finds nothing when the sample holds images itself, or its labels name none', () => {
    const png: UnpackedFile = { path: 'a.png', kind: 'png', bytes: new Uint8Array([0x89, 0x50]) };
    expect(findImageLinks([coco([{ file_name: 'a.png' }]), png], BASE)).toBeNull();
    expect(findImageLinks([coco([])], BASE)).toBeNull();
    expect(findImageLinks([file('rows.csv', 'text', 'a,b\n1,2\n')], BASE)).toBeNull();
    expect(findImageLinks([file('broken.json', 'json', '{"images": [')], BASE)).toBeNull();
  });

  it('reads a YOLO image list only when every line names an image', () => {
    expect(findImageLinks([file('train.txt', 'text', 'data/images/1.jpg\nhttps://cdn.example.org/2.png\n')], BASE)?.links).toEqual([
      { path: 'data/images/1.jpg', url: 'https://samples.example.com/coco/annotations/data/images/1.jpg' },
      { path: '2.png', url: 'https://cdn.example.org/2.png' },
    ]);
    expect(findImageLinks([file('notes.txt', 'text', 'see 1.jpg\nfor the picture\n')], BASE)).toBeNull();
  });

  it('takes VOC’s path when it is a web address, else its filename', () => {
    const voc = (inner: string) => file('a.xml', 'xml', `<annotation>${inner}</annotation>`);
    expect(findImageLinks([voc('<filename>a.jpg</filename><path>https://cdn.example.org/a.jpg?x=1&amp;y=2</path>')], BASE)?.links).toEqual([
      { path: 'a.jpg', url: 'https://cdn.example.org/a.jpg?x=1&y=2' },
    ]);
    expect(findImageLinks([voc('<filename>b.jpg</filename><path>C:\\data\\b.jpg</path>')], BASE)?.links).toEqual([
      { path: 'b.jpg', url: 'https://samples.example.com/coco/annotations/b.jpg' },
    ]);
  });

  it('keeps 10,000 links of a file naming 50,000 images, and counts them all', () => {
    const found = findImageLinks([coco(Array.from({ length: 50_000 }, (_, n) => ({ file_name: `${n}.jpg` })))], BASE);
    expect(found?.links).toHaveLength(10_000);
    expect(found?.distinct).toBe(50_000);
  });
});

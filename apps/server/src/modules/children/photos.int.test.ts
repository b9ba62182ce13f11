import type { ChildResponse, FamilyExportResponse } from '@tedi/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type ChildrenTestServer,
  multipartBody,
  photoWithLocation,
  type SignedIn,
  startChildrenServer,
} from './testing.ts';

let server: ChildrenTestServer;
let parent: SignedIn;
let childId: string;

beforeAll(async () => {
  server = await startChildrenServer();
  parent = await server.signIn('parent');
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/v1/children',
    headers: parent.headers,
    payload: { name: 'Robin' },
  });
  childId = created.json<ChildResponse>().id;
});

afterAll(async () => {
  await server.close();
});

async function upload(fileName: string, contentType: string, bytes: Buffer) {
  const body = multipartBody(fileName, contentType, bytes);
  return server.app.inject({
    method: 'POST',
    url: `/storage/v1/children/${childId}/photo`,
    headers: { ...parent.headers, ...body.headers },
    payload: body.payload,
  });
}

async function currentPhoto() {
  const child = await server.app.inject({ method: 'GET', url: `/api/v1/children/${childId}`, headers: parent.headers });
  return child.json<ChildResponse>().photo;
}

describe('a child’s photo', () => {
  test('is stored re-encoded, without its EXIF or GPS position, and downloaded with safe headers', async () => {
    const original = await photoWithLocation('jpeg');
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload('IMG_2041.jpg', 'image/jpeg', original);
    expect(response.statusCode, response.body).toBe(201);
    const photo = response.json<ChildResponse>().photo;
    expect(photo).toEqual({ fileId: expect.any(String), url: `/storage/v1/object/${photo?.fileId}` });

    const download = await server.app.inject({ method: 'GET', url: photo!.url, headers: parent.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    // Never kept by the browser: once access to the child is removed, the photo must not be seen again.
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-disposition']).toBe(
      `inline; filename="IMG_2041.jpg"; filename*=UTF-8''IMG_2041.jpg`,
    );
    const stored = await sharp(download.rawPayload).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.width).toBe(64);
    expect(stored.exif).toBeUndefined();
    expect(download.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  test.each(['png', 'webp'] as const)('accepts a %s photo', async (format) => {
    const response = await upload(`photo.${format}`, `image/${format}`, await photoWithLocation(format));
    expect(response.statusCode, response.body).toBe(201);
    const download = await server.app.inject({
      method: 'GET',
      url: response.json<ChildResponse>().photo!.url,
      headers: parent.headers,
    });
    expect(download.headers['content-type']).toBe(`image/${format}`);
    expect((await sharp(download.rawPayload).metadata()).exif).toBeUndefined();
  });

  test('a name with a path in it is harmless: only its last part is kept, and never as where the file lives', async () => {
    const response = await upload('../../etc/passwd.png', 'image/png', await photoWithLocation('png'));
    expect(response.statusCode, response.body).toBe(201);
    const download = await server.app.inject({
      method: 'GET',
      url: response.json<ChildResponse>().photo!.url,
      headers: parent.headers,
    });
    expect(download.headers['content-disposition']).toContain('filename="passwd.png"');
    for (const key of server.storage.keys()) expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{64}$/);
  });
});

describe('a bad upload is refused and changes nothing', () => {
  test('a file that is not a photo, named and labelled as one', async () => {
    const before = await currentPhoto();
    const keysBefore = server.storage.keys().length;
    const response = await upload('holiday.jpg', 'image/jpeg', Buffer.from('%PDF-1.7\n% not a photo at all\n'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'unsupported_media_type',
      message: 'This file isn’t a photo we can use. Please choose a JPG, PNG or WebP image.',
    });
    expect(await currentPhoto()).toEqual(before);
    expect(server.storage.keys()).toHaveLength(keysBefore);
  });

  test('an image type we do not take (a GIF) even with a .png name', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const response = await upload('photo.png', 'image/png', gif);
    expect(response.statusCode).toBe(415);
  });

  test('a photo larger than the limit, with the limit in the answer', async () => {
    const before = await currentPhoto();
    const keysBefore = server.storage.keys().length;
    const jpegStart = await photoWithLocation('jpeg');
    const huge = Buffer.concat([jpegStart, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload('big.jpg', 'image/jpeg', huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'payload_too_large',
      message: 'This photo is too large. Please choose one of 10 MB or less.',
      details: { limitBytes: 10 * 1024 * 1024 },
    });
    expect(await currentPhoto()).toEqual(before);
    expect(server.storage.keys()).toHaveLength(keysBefore);
  });

  test('a request without a file, and one that is not a form upload', async () => {
    const empty = await server.app.inject({
      method: 'POST',
      url: `/storage/v1/children/${childId}/photo`,
      headers: { ...parent.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please choose a photo to upload.');
    const json = await server.app.inject({
      method: 'POST',
      url: `/storage/v1/children/${childId}/photo`,
      headers: parent.headers,
      payload: { photo: 'data' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('replacing and removing the photo', () => {
  test('a new photo replaces the old one, whose address stops working and whose bytes are gone', async () => {
    const before = (await currentPhoto())!;
    const response = await upload('new.png', 'image/png', await photoWithLocation('png'));
    expect(response.statusCode).toBe(201);
    const after = response.json<ChildResponse>().photo!;
    expect(after.fileId).not.toBe(before.fileId);
    const old = await server.app.inject({ method: 'GET', url: before.url, headers: parent.headers });
    expect(old.statusCode).toBe(404);
    expect(server.storage.keys()).toHaveLength(1);
  });

  test('the family export lists the photo with its download address', async () => {
    const photo = (await currentPhoto())!;
    const exported = (
      await server.app.inject({ method: 'GET', url: '/api/v1/family/export', headers: parent.headers })
    ).json<FamilyExportResponse>();
    expect(exported.files).toEqual([
      {
        id: photo.fileId,
        childId,
        kind: 'child_photo',
        contentType: 'image/png',
        byteSize: expect.any(Number),
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        name: 'new.png',
        createdAt: expect.any(String),
        url: photo.url,
      },
    ]);
  });

  test('removing the photo leaves the child without one, and nothing of it is kept', async () => {
    const photo = (await currentPhoto())!;
    const response = await server.app.inject({
      method: 'DELETE',
      url: `/api/v1/children/${childId}/photo`,
      headers: parent.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ChildResponse>().photo).toBeNull();
    const download = await server.app.inject({ method: 'GET', url: photo.url, headers: parent.headers });
    expect(download.statusCode).toBe(404);
    expect(server.storage.keys()).toHaveLength(0);
  });
});

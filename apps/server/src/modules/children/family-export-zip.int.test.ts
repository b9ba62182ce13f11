import { createHash } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import type { ChildResponse, FamilyExportResponse } from '@tedi/contracts';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  type ChildrenTestServer,
  multipartBody,
  photoWithLocation,
  type SignedIn,
  startChildrenServer,
} from './testing.ts';

let server: ChildrenTestServer;
let parent: SignedIn;

beforeAll(async () => {
  server = await startChildrenServer();
  parent = await server.signIn('parent');
});

afterAll(async () => {
  await server.close();
});

/** The entries of a zip, read from its central directory as any unzip tool would. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

async function addChildWithPhoto(name: string, fileName: string): Promise<ChildResponse> {
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/v1/children',
    headers: parent.headers,
    payload: { name },
  });
  const body = multipartBody(fileName, 'image/png', await photoWithLocation('png'));
  const withPhoto = await server.app.inject({
    method: 'POST',
    url: `/storage/v1/children/${created.json<ChildResponse>().id}/photo`,
    headers: { ...parent.headers, ...body.headers },
    payload: body.payload,
  });
  expect(withPhoto.statusCode, withPhoto.body).toBe(201);
  return withPhoto.json<ChildResponse>();
}

test('the zip export holds family.json and every photo’s bytes under the child’s name, with safe names', async () => {
  const robin = await addChildWithPhoto('Robin', 'robin at the beach.png');
  const secondRobin = await addChildWithPhoto('Robin', 'robin at the beach.png');
  const sam = await addChildWithPhoto('Sam/../../etc', 'sam.png');

  const response = await server.app.inject({
    method: 'GET',
    url: '/api/v1/family/export?format=zip',
    headers: parent.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="tedi-family-export-\d{4}-\d{2}-\d{2}\.zip"$/,
  );

  const entries = unzip(response.rawPayload);
  const family = JSON.parse(entries.get('family.json')!.toString('utf8')) as FamilyExportResponse;
  expect(family.children.map((child) => child.name)).toEqual(['Robin', 'Robin', 'Sam/../../etc']);
  expect([...entries.keys()].sort()).toEqual(
    [
      'family.json',
      'files/Robin/robin at the beach.png',
      'files/Robin/robin at the beach (2).png',
      'files/etc/sam.png',
    ].sort(),
  );
  for (const [name, child] of [
    ['files/Robin/robin at the beach.png', robin],
    ['files/Robin/robin at the beach (2).png', secondRobin],
    ['files/etc/sam.png', sam],
  ] as const) {
    const listed = family.files.find((file) => file.id === child.photo!.fileId)!;
    const bytes = entries.get(name)!;
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(listed.sha256);
  }
});

test('the JSON export is still the default, and an unknown format is refused naming the field', async () => {
  const json = await server.app.inject({ method: 'GET', url: '/api/v1/family/export', headers: parent.headers });
  expect(json.statusCode).toBe(200);
  expect(json.headers['content-disposition']).toMatch(/\.json"$/);
  const bad = await server.app.inject({
    method: 'GET',
    url: '/api/v1/family/export?format=rar',
    headers: parent.headers,
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ code: 'validation_failed', details: [{ field: 'format' }] });
});

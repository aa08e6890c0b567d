// More texture and surface shapes: 1D/3D/cube/layered, gradients, offsets via gather, lod, 1D/3D surfaces.
extern "C" __global__ void tex_more(cudaTextureObject_t tx, cudaTextureObject_t t3, cudaSurfaceObject_t s1,
                                    cudaSurfaceObject_t s3, float4* out, int w) {
  int x = threadIdx.x, y = blockIdx.x, z = blockIdx.y;
  float fx = x * 0.25f, fy = y * 0.5f, fz = z * 0.125f;
  float4 a = tex1D<float4>(tx, fx);
  float4 b = tex3D<float4>(t3, fx, fy, fz);
  float4 c = texCubemap<float4>(t3, fx, fy, fz);
  float4 d = tex2DLayered<float4>(tx, fx, fy, z);
  float4 e = tex2DGrad<float4>(tx, fx, fy, make_float2(0.1f, 0.2f), make_float2(0.3f, 0.4f));
  float4 f = tex3DLod<float4>(t3, fx, fy, fz, 2.0f);
  int4 g = tex2Dgather<int4>(tx, fx, fy, 2);
  float4 h = tex1DLayered<float4>(tx, fx, y);
  int4 i = tex1Dfetch<int4>(tx, x + y);
  float4 j = texCubemapLod<float4>(t3, fx, fy, fz, 1.0f);
  float4 k = tex3DGrad<float4>(t3, fx, fy, fz, make_float4(0.1f, 0.2f, 0.3f, 0), make_float4(0.3f, 0.4f, 0.5f, 0));
  float4 m = tex2DLayeredLod<float4>(tx, fx, fy, z, 1.5f);
  int q; surf1Dread(&q, s1, x * 4);
  float4 r; surf3Dread(&r, s3, x * 16, y, z);
  uchar4 u; surf2Dread(&u, s1, x * 4, y, cudaBoundaryModeClamp);
  surf1Dwrite(q + g.x + i.y + u.x, s1, x * 4);
  surf3Dwrite(make_float4(a.x, b.y, c.z, d.w), s3, x * 16, y, z);
  surf2DLayeredwrite(e.x + f.y, s1, x * 4, y, z, cudaBoundaryModeZero);
  out[y * w + x] = make_float4(a.x + h.y, b.y + j.z, c.z + k.x + m.y, d.w + e.x + f.y + r.x + g.w);
}

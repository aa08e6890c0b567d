// Textures and surfaces through object handles.
extern "C" __global__ void tex_ops(cudaTextureObject_t tx, cudaSurfaceObject_t sf, float* out, int w) {
  int x = threadIdx.x, y = blockIdx.x;
  float a = tex2D<float>(tx, x + 0.5f, y + 0.5f);
  float b = tex1Dfetch<float>(tx, x);
  float4 c = tex2DLod<float4>(tx, x, y, 1.0f);
  float4 g = tex2Dgather<float4>(tx, x, y, 0);
  float d;
  surf2Dread(&d, sf, x * 4, y);
  surf2Dwrite(a + b + c.x + g.y + d, sf, x * 4, y);
  out[y * w + x] = a + b + c.w + g.z;
}

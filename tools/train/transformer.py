"""The reference Transformer (encoder-decoder) that fastdec's TransformerModel
reads: the PyTorch definition that training, the test fixture and the export
share, with the tensor names of docs/model.md's Transformer manifest.

Each layer is written out (no nn.Transformer) so that every operation and
its order is the one fastdec reproduces:

  embed(y, t)  = E[y] * sqrt(d) + P[t]                 P: sinusoidal positions from 0, or
                                                       learned, a table per stack (learned_positions)
  attention    = softmax(Q K^T / sqrt(d_head) + mask) V per head, then W_o
  pre-norm     : x = x + sublayer(LN(x)), and a final LN after the last layer
  post-norm    : x = LN(x + sublayer(x))
  feed-forward = W_2 act(W_1 x + b_1) + b_2            act: relu or gelu (erf)
  logits       = h E^T + b_out (tied) or h W_out^T + b_out

The source ends with EOS; the decoder is fed BOS first. Layer norm:
(x - mean) / sqrt(var + 1e-5) * g + b, the variance biased (PyTorch's).
"""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class Config:
    def __init__(self, vocab, d_model=256, heads=4, ff=1024, encoder_layers=6, decoder_layers=2,
                 pre_norm=True, activation="relu", tied=True, dropout=0.1, learned_positions=0):
        self.vocab, self.d_model, self.heads, self.ff = vocab, d_model, heads, ff
        self.encoder_layers, self.decoder_layers = encoder_layers, decoder_layers
        self.pre_norm, self.activation, self.tied, self.dropout = pre_norm, activation, tied, dropout
        # 0: sinusoidal positions; N: a learned table of N positions per stack.
        self.learned_positions = learned_positions

    def as_dict(self):
        return dict(self.__dict__)


def sinusoidal_positions(length, d_model):
    position = torch.arange(length, dtype=torch.float64).unsqueeze(1)
    rate = torch.exp(torch.arange(0, d_model, 2, dtype=torch.float64) * (-math.log(10000.0) / d_model))
    table = torch.zeros(length, d_model, dtype=torch.float64)
    table[:, 0::2] = torch.sin(position * rate)
    table[:, 1::2] = torch.cos(position * rate)
    return table.float()


class Attention(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.heads = c.heads
        self.query = nn.Linear(c.d_model, c.d_model)
        self.key = nn.Linear(c.d_model, c.d_model)
        self.value = nn.Linear(c.d_model, c.d_model)
        self.output = nn.Linear(c.d_model, c.d_model)
        self.dropout = nn.Dropout(c.dropout)

    def forward(self, x, memory, mask):
        """x [B, T, d] attends over memory [B, S, d]; mask [B or 1, T or 1, S], True = hidden."""
        b, t, d = x.shape
        s, h = memory.shape[1], self.heads
        q = self.query(x).view(b, t, h, d // h).transpose(1, 2)
        k = self.key(memory).view(b, s, h, d // h).transpose(1, 2)
        v = self.value(memory).view(b, s, h, d // h).transpose(1, 2)
        scores = q @ k.transpose(2, 3) / math.sqrt(d // h)
        scores = scores.masked_fill(mask.unsqueeze(1), float("-inf"))
        weights = self.dropout(torch.softmax(scores, dim=-1))
        return self.output((weights @ v).transpose(1, 2).reshape(b, t, d))


class FeedForward(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.inner = nn.Linear(c.d_model, c.ff)
        self.outer = nn.Linear(c.ff, c.d_model)
        self.activation = F.relu if c.activation == "relu" else F.gelu
        self.dropout = nn.Dropout(c.dropout)

    def forward(self, x):
        return self.outer(self.dropout(self.activation(self.inner(x))))


class Sublayer(nn.Module):
    """A residual block around one sublayer, pre- or post-norm."""

    def __init__(self, c, norm_name):
        super().__init__()
        self.pre_norm = c.pre_norm
        self.dropout = nn.Dropout(c.dropout)
        self.norm_name = norm_name

    def wrap(self, layer, x, run):
        norm = getattr(layer, self.norm_name)
        if self.pre_norm:
            return x + self.dropout(run(norm(x)))
        return norm(x + self.dropout(run(x)))


class EncoderLayer(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.self_attention = Attention(c)
        self.self_attention_norm = nn.LayerNorm(c.d_model)
        self.feed_forward = FeedForward(c)
        self.feed_forward_norm = nn.LayerNorm(c.d_model)
        self.attention_block = Sublayer(c, "self_attention_norm")
        self.feed_forward_block = Sublayer(c, "feed_forward_norm")

    def forward(self, x, source_mask):
        x = self.attention_block.wrap(self, x, lambda y: self.self_attention(y, y, source_mask))
        return self.feed_forward_block.wrap(self, x, self.feed_forward)


class DecoderLayer(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.self_attention = Attention(c)
        self.self_attention_norm = nn.LayerNorm(c.d_model)
        self.cross_attention = Attention(c)
        self.cross_attention_norm = nn.LayerNorm(c.d_model)
        self.feed_forward = FeedForward(c)
        self.feed_forward_norm = nn.LayerNorm(c.d_model)
        self.self_block = Sublayer(c, "self_attention_norm")
        self.cross_block = Sublayer(c, "cross_attention_norm")
        self.feed_forward_block = Sublayer(c, "feed_forward_norm")

    def forward(self, x, memory, target_mask, source_mask):
        x = self.self_block.wrap(self, x, lambda y: self.self_attention(y, y, target_mask))
        x = self.cross_block.wrap(self, x, lambda y: self.cross_attention(y, memory, source_mask))
        return self.feed_forward_block.wrap(self, x, self.feed_forward)


class Stack(nn.Module):
    def __init__(self, c, layer, count):
        super().__init__()
        self.layers = nn.ModuleList([layer(c) for _ in range(count)])
        self.final_norm = nn.LayerNorm(c.d_model) if c.pre_norm else None
        self.positions = None
        if c.learned_positions:
            self.positions = nn.Embedding(c.learned_positions, c.d_model)
            nn.init.normal_(self.positions.weight, std=c.d_model ** -0.5)

    def finish(self, x):
        return self.final_norm(x) if self.final_norm is not None else x


class Transformer(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.config = c
        self.embedding = nn.Embedding(c.vocab, c.d_model)
        nn.init.normal_(self.embedding.weight, std=c.d_model ** -0.5)
        if not c.tied:
            self.output_weight = nn.Parameter(torch.empty(c.vocab, c.d_model))
            nn.init.normal_(self.output_weight, std=c.d_model ** -0.5)
        self.output_bias = nn.Parameter(torch.zeros(c.vocab))
        self.encoder = Stack(c, EncoderLayer, c.encoder_layers)
        self.decoder = Stack(c, DecoderLayer, c.decoder_layers)
        self.dropout = nn.Dropout(c.dropout)
        self.register_buffer("positions", sinusoidal_positions(1024, c.d_model), persistent=False)

    def embed(self, tokens, stack, offset=0):
        scale = math.sqrt(self.config.d_model)
        table = self.positions if stack.positions is None else stack.positions.weight
        positions = table[offset:offset + tokens.shape[1]]
        return self.dropout(self.embedding(tokens) * scale + positions)

    def encode(self, source, source_pad):
        """source [B, S] ids (padding where source_pad is True) -> memory [B, S, d]."""
        mask = source_pad.unsqueeze(1)
        x = self.embed(source, self.encoder)
        for layer in self.encoder.layers:
            x = layer(x, mask)
        return self.encoder.finish(x)

    def decode(self, target_in, memory, source_pad, last_only=False):
        """Teacher-forced: target_in [B, T] (BOS first) -> logits [B, T, V]
        ([B, 1, V], the last position's, with last_only)."""
        t = target_in.shape[1]
        causal = torch.triu(torch.ones(t, t, dtype=torch.bool, device=target_in.device), 1)
        x = self.embed(target_in, self.decoder)
        for layer in self.decoder.layers:
            x = layer(x, memory, causal.unsqueeze(0), source_pad.unsqueeze(1))
        if last_only:
            x = x[:, -1:]
        return self.logits(self.decoder.finish(x))

    def logits(self, h):
        weight = self.embedding.weight if self.config.tied else self.output_weight
        return h @ weight.t() + self.output_bias

    @torch.no_grad()
    def greedy(self, source, bos, eos, max_length):
        """One source sentence (ids, EOS last) -> (tokens with EOS, log-probabilities)."""
        self.eval()
        src = torch.tensor([source])
        pad = torch.zeros_like(src, dtype=torch.bool)
        memory = self.encode(src, pad)
        tokens, logprobs = [bos], []
        for _ in range(max_length):
            logits = self.decode(torch.tensor([tokens]), memory, pad)[0, -1]
            lp = torch.log_softmax(logits.double(), dim=-1)
            best = int(torch.argmax(lp))
            tokens.append(best)
            logprobs.append(float(lp[best]))
            if best == eos:
                break
        return tokens[1:], logprobs


@torch.no_grad()
def greedy_batch(model, sources, bos, eos, max_lengths, last_only=False):
    """Greedy decodes of many sources at once (padded; the same tokens as
    greedy() one by one, to within float rounding): [(tokens with EOS, log-probabilities)].
    last_only projects only the last position to the vocabulary (faster; the
    same tokens to within float rounding)."""
    model.eval()
    longest = max(len(s) for s in sources)
    src = torch.zeros(len(sources), longest, dtype=torch.long)
    pad = torch.ones(len(sources), longest, dtype=torch.bool)
    for i, s in enumerate(sources):
        src[i, :len(s)] = torch.tensor(s)
        pad[i, :len(s)] = False
    memory = model.encode(src, pad)
    tokens = torch.full((len(sources), 1), bos, dtype=torch.long)
    results = [([], []) for _ in sources]
    done = [False] * len(sources)
    for step in range(max(max_lengths)):
        logits = model.decode(tokens, memory, pad, last_only)[:, -1]
        lp = torch.log_softmax(logits.double(), dim=-1)
        best = torch.argmax(lp, dim=-1)
        for i in range(len(sources)):
            if done[i]:
                continue
            token = int(best[i])
            results[i][0].append(token)
            results[i][1].append(float(lp[i, token]))
            done[i] = token == eos or len(results[i][0]) >= max_lengths[i]
        if all(done):
            break
        tokens = torch.cat([tokens, best.unsqueeze(1)], dim=1)
    return results


def export_state(model):
    """The state_dict under the manifest's names, float32 numpy arrays; the
    configuration travels as one-value float32 arrays named config.*."""
    import numpy as np
    arrays = {}
    for name, tensor in model.state_dict().items():
        arrays[name] = tensor.detach().float().numpy()
    c = model.config
    for key in ("vocab", "d_model", "heads", "ff", "encoder_layers", "decoder_layers"):
        arrays[f"config.{key}"] = np.array([getattr(c, key)], dtype=np.float32)
    arrays["config.pre_norm"] = np.array([float(c.pre_norm)], dtype=np.float32)
    arrays["config.gelu"] = np.array([float(c.activation == "gelu")], dtype=np.float32)
    arrays["config.tied"] = np.array([float(c.tied)], dtype=np.float32)
    if c.learned_positions:
        arrays["config.learned_positions"] = np.array([c.learned_positions], dtype=np.float32)
    return arrays
